import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { strategyRequiring } from '../../../contract/iam-admin.rules';
import { PasswordField } from '../compositions/access-fields';
import { PortalProvider } from '../provider/portal-provider';

const strategy = strategyRequiring({ upCharsLength: 1, lowCharsLength: 1, numCharsLength: 1 });

function NewPassword() {
  const [value, setValue] = useState('');
  return <PasswordField name="pwd" label="密码" value={value} onChange={setValue} requirements strategy={strategy} />;
}

const states = () =>
  Object.fromEntries(
    within(screen.getByRole('list', { name: '密码要求' }))
      .getAllByRole('listitem')
      .map((item) => [item.dataset.rule, item.dataset.met]),
  );

describe('the password requirements under a new-password field', () => {
  it('are listed before anything is typed, none met', () => {
    render(
      <PortalProvider>
        <NewPassword />
      </PortalProvider>,
    );
    expect(states()).toEqual({ chars: 'false', length: 'false', upper: 'false', lower: 'false', digits: 'false' });
    expect(screen.getByText('8~32个字符')).toBeInTheDocument();
    // Switched-off rules are not listed.
    expect(screen.queryByText(/特殊字符$/)).toBeNull();
  });

  it('tick as the user types, and say so to screen readers', () => {
    render(
      <PortalProvider>
        <NewPassword />
      </PortalProvider>,
    );
    const input = screen.getByLabelText('密码');
    fireEvent.change(input, { target: { value: 'Ab1' } });
    expect(states()).toEqual({ chars: 'true', length: 'false', upper: 'true', lower: 'true', digits: 'true' });
    const upper = screen.getByText('至少1个大写字母').closest('li')!;
    expect(upper).toHaveTextContent('已满足');
    expect(upper).toHaveTextContent('（已满足）');
    fireEvent.change(input, { target: { value: 'Abcdefg1' } });
    expect(Object.values(states()).every((met) => met === 'true')).toBe(true);
  });

  it('are not shown on a field that does not ask for them (sign-in)', () => {
    render(
      <PortalProvider>
        <PasswordField name="pwd" label="密码" value="" onChange={() => undefined} />
      </PortalProvider>,
    );
    expect(screen.queryByRole('list')).toBeNull();
  });
});
