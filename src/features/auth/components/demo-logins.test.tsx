import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import { render } from '@test-utils';

import { DemoLogins } from './demo-logins';

describe('DemoLogins', () => {
  it('lists the demo family and the password against the local stack', () => {
    render(<DemoLogins supabaseUrl="http://127.0.0.1:54321" />);
    expect(screen.getByText('Demokonton i den lokala miljön')).toBeInTheDocument();
    expect(screen.getByText('Slantis2026')).toBeInTheDocument();
    for (const email of [
      'anna.demo@example.com',
      'elsa.demo@example.com',
      'omar.demo@example.com',
    ]) {
      expect(screen.getByText(email)).toBeInTheDocument();
    }
  });

  it('shows nothing against a hosted project', () => {
    render(<DemoLogins supabaseUrl="https://abcdefgh.supabase.co" />);
    expect(screen.queryByText('Demokonton i den lokala miljön')).not.toBeInTheDocument();
    expect(screen.queryByText('Slantis2026')).not.toBeInTheDocument();
  });
});
