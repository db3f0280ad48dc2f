import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';

import { render } from '@test-utils';

import { PasswordField, PasswordRequirements } from './password-field';

function Controlled({ withRequirements = false }: { withRequirements?: boolean }) {
  const [value, setValue] = useState('');
  return (
    <PasswordField
      label="Lösenord"
      value={value}
      onChange={(event) => setValue(event.currentTarget.value)}
      withRequirements={withRequirements}
    />
  );
}

const requirement = (label: string) => screen.getByText(label).closest('li')!;

describe('PasswordField', () => {
  it('hides the password until the Swedish toggle is pressed', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    const input = screen.getByLabelText('Lösenord');
    expect(input).toHaveAttribute('type', 'password');

    await user.click(screen.getByRole('button', { name: 'Visa lösenord' }));
    expect(input).toHaveAttribute('type', 'text');

    await user.click(screen.getByRole('button', { name: 'Dölj lösenord' }));
    expect(input).toHaveAttribute('type', 'password');
  });

  it('reaches the toggle with the keyboard', async () => {
    const user = userEvent.setup();
    render(<Controlled />);
    await user.click(screen.getByLabelText('Lösenord'));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Visa lösenord' })).toHaveFocus();
  });

  it('shows no requirements list unless asked', () => {
    render(<Controlled />);
    expect(screen.queryByText('Minst 8 tecken')).not.toBeInTheDocument();
  });

  it('updates the requirements as the user types', async () => {
    const user = userEvent.setup();
    render(<Controlled withRequirements />);
    expect(requirement('Minst 8 tecken')).toHaveTextContent('inte uppfyllt');
    expect(requirement('En stor bokstav (A–Z)')).toHaveAttribute('data-met', 'false');

    await user.type(screen.getByLabelText('Lösenord'), 'Slantis2026');
    for (const label of [
      'Minst 8 tecken',
      'Högst 128 tecken',
      'En stor bokstav (A–Z)',
      'En liten bokstav (a–z)',
      'En siffra',
    ]) {
      expect(requirement(label)).toHaveAttribute('data-met', 'true');
      expect(requirement(label)).toHaveTextContent(/– uppfyllt$/);
    }
  });
});

describe('PasswordRequirements', () => {
  it('marks met and unmet rules in text, not colour alone', () => {
    render(<PasswordRequirements value="abc1" />);
    expect(requirement('En liten bokstav (a–z)')).toHaveTextContent(
      'En liten bokstav (a–z) – uppfyllt',
    );
    expect(requirement('En siffra')).toHaveTextContent('En siffra – uppfyllt');
    expect(requirement('En stor bokstav (A–Z)')).toHaveTextContent(
      'En stor bokstav (A–Z) – inte uppfyllt',
    );
    expect(requirement('Minst 8 tecken')).toHaveTextContent('Minst 8 tecken – inte uppfyllt');
  });
});
