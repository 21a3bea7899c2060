import '@testing-library/jest-dom';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Input } from '@chakra-ui/react';
import { useCountdown } from '@portal/utils/internal';
import { PortalProvider } from '../provider/portal-provider';
import { CodeButton } from './code-button';
import { FormField } from './form-field';
import { PasswordInput } from './password-input';

const wrap = (ui: React.ReactNode) => render(<PortalProvider>{ui}</PortalProvider>);

describe('FormField', () => {
  it('ties the label to its input', () => {
    wrap(
      <FormField label="手机号">
        <Input />
      </FormField>,
    );
    expect(screen.getByLabelText('手机号')).toBeInstanceOf(HTMLInputElement);
  });

  it('announces the error and marks the input invalid', () => {
    wrap(
      <FormField label="手机号" error="只允许输入11位纯数字">
        <Input />
      </FormField>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('只允许输入11位纯数字');
    expect(screen.getByLabelText('手机号')).toHaveAttribute('aria-invalid', 'true');
  });

  it('shows no alert without an error', () => {
    wrap(
      <FormField label="邮箱" helperText="用于找回密码">
        <Input />
      </FormField>,
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText('用于找回密码')).toBeInTheDocument();
  });
});

describe('PasswordInput', () => {
  it('hides the password until the toggle is pressed, and keeps what was typed', () => {
    wrap(
      <FormField label="密码">
        <PasswordInput />
      </FormField>,
    );
    const input = screen.getByLabelText('密码') as HTMLInputElement;
    fireEvent.change(input, { target: { value: 'Portal@2026' } });
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: '显示密码' }));
    expect(input.type).toBe('text');
    expect(input.value).toBe('Portal@2026');
    fireEvent.click(screen.getByRole('button', { name: '隐藏密码' }));
    expect(input.type).toBe('password');
  });

  it('limits the password to 32 characters', () => {
    wrap(
      <FormField label="密码">
        <PasswordInput />
      </FormField>,
    );
    expect(screen.getByLabelText('密码')).toHaveAttribute('maxLength', '32');
  });
});

describe('CodeButton', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  function SmsCode({ fail = false }: { fail?: boolean }) {
    const [seconds, sms] = useCountdown({ seconds: 60 });
    const [sent, setSent] = useState(0);
    return (
      <CodeButton
        seconds={seconds}
        onClick={() => {
          sms.start();
          setSent(sent + 1);
          if (fail) sms.reset();
        }}
      />
    );
  }

  it('reads 获取验证码 at zero, counts down after a click, and is disabled meanwhile', () => {
    wrap(<SmsCode />);
    const button = screen.getByRole('button', { name: '获取验证码' });
    expect(button).toBeEnabled();
    fireEvent.click(button);
    expect(screen.getByRole('button', { name: '60秒后重新获取' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(1000);
    });
    expect(screen.getByRole('button', { name: '59秒后重新获取' })).toBeDisabled();
    act(() => {
      jest.advanceTimersByTime(59_000);
    });
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });

  it('goes back to 获取验证码 when the request fails', () => {
    wrap(<SmsCode fail />);
    fireEvent.click(screen.getByRole('button', { name: '获取验证码' }));
    expect(screen.getByRole('button', { name: '获取验证码' })).toBeEnabled();
  });
});
