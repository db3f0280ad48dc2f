import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { render } from '@test-utils';

import { SecureForm } from './secure-form';

describe('SecureForm', () => {
  it('shows the badge and the GDPR notice around its children', () => {
    render(
      <SecureForm>
        <button type="button">Skicka</button>
      </SecureForm>,
    );
    expect(screen.getByText('Säker krypterad form')).toBeInTheDocument();
    expect(
      screen.getByText(/enligt GDPR och delar dem aldrig med tredje part/),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Skicka' })).toBeInTheDocument();
  });
});
