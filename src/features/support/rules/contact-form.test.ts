import { describe, expect, it } from 'vitest';

import { checkContactForm, emptyContactForm, type ContactFormValues } from './contact-form';

const valid: ContactFormValues = {
  firstName: 'Sara',
  lastName: 'Nilsson-Åberg',
  email: 'sara@example.com',
  category: 'technical',
  subject: 'Appen laddar inte',
  message: 'Startsidan visar bara en snurra.',
};

describe('checkContactForm', () => {
  it('cleans a valid form into the ticket the server receives', () => {
    expect(
      checkContactForm({
        ...valid,
        firstName: '  Sara ',
        email: ' Sara@Example.COM ',
        subject: 'Appen   laddar\tinte ',
        message: '\n Rad ett\n\nRad två \n',
      }),
    ).toEqual({
      ok: true,
      value: {
        firstName: 'Sara',
        lastName: 'Nilsson-Åberg',
        email: 'sara@example.com',
        category: 'technical',
        subject: 'Appen laddar inte',
        message: 'Rad ett\n\nRad två',
      },
    });
  });

  it('names every missing field of an empty form at once', () => {
    expect(checkContactForm(emptyContactForm)).toEqual({
      ok: false,
      errors: {
        firstName: 'Förnamn krävs',
        lastName: 'Efternamn krävs',
        email: 'E-post krävs',
        category: 'Välj en kategori',
        subject: 'Ämne krävs',
        message: 'Meddelande krävs',
      },
    });
  });

  it.each([
    [{ firstName: 'x'.repeat(51) }, 'firstName', 'Förnamn får vara max 50 tecken'],
    [
      { lastName: 'Nilsson2' },
      'lastName',
      'Efternamn får endast innehålla bokstäver, mellanslag och bindestreck',
    ],
    [{ email: 'sara@' }, 'email', 'Ogiltig e-postadress'],
    [
      { email: `${'a'.repeat(250)}@example.com` },
      'email',
      'E-postadressen får vara max 255 tecken',
    ],
    [{ subject: 'Hj' }, 'subject', 'Ämnet måste vara minst 3 tecken'],
    [{ subject: 'x'.repeat(121) }, 'subject', 'Ämnet får vara max 120 tecken'],
    [{ message: 'För kort' }, 'message', 'Meddelandet måste vara minst 10 tecken'],
    [{ message: 'x'.repeat(2001) }, 'message', 'Meddelandet får vara max 2000 tecken'],
    [{ message: '😀'.repeat(2000) }, null, null],
    [{ subject: 'Åäö' }, null, null],
  ] as const)('%j → %s: %s', (overrides, field, message) => {
    const result = checkContactForm({ ...valid, ...overrides });
    if (field === null) expect(result.ok).toBe(true);
    else expect(result).toEqual({ ok: false, errors: { [field]: message } });
  });
});
