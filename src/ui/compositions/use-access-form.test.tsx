import '@testing-library/jest-dom';
import { act, renderHook } from '@testing-library/react';
import { formRules, setLanguage } from '@portal/utils/internal';
import { DEFAULT_PASSWORD_STRATEGY } from '../../../contract/iam-admin.rules';
import { useAccessForm } from './use-access-form';

const strategy = DEFAULT_PASSWORD_STRATEGY;
const empty = { password: '', confirmPassword: '' };

afterEach(() => act(() => setLanguage('zh-CN')));

describe('the access form state', () => {
  test('names every failing field on submit and does not run the action', async () => {
    const { result } = renderHook(() => useAccessForm(empty, formRules.setPassword, { strategy }));
    const action = jest.fn(async () => undefined);
    let ran = true;
    await act(async () => {
      ran = await result.current.submit(action);
    });
    expect(ran).toBe(false);
    expect(action).not.toHaveBeenCalled();
    expect(result.current.errors).toEqual({ password: '请输入密码', confirmPassword: '请输入确认密码' });
  });

  test('says its messages in the language chosen, and follows a switch while they show', () => {
    const { result } = renderHook(() =>
      useAccessForm({ loginName: '', verificeCode: '', newPwd: '', againPwd: '' }, formRules.findPasswordByPhone, { strategy }),
    );
    act(() => result.current.blur('loginName')());
    act(() => result.current.update('verificeCode')('123456'));
    act(() => result.current.setError('verificeCode', 'A message of the server'));
    expect(result.current.errors.loginName).toBe('请输入手机号');
    act(() => setLanguage('en-US'));
    expect(result.current.errors).toEqual({ loginName: 'Please enter the phone number', verificeCode: 'A message of the server' });
    act(() => result.current.update('newPwd')('abc'));
    act(() => result.current.blur('newPwd')());
    expect(result.current.errors.newPwd).toBe('Enter 8 to 32 characters');
    act(() => setLanguage('zh-CN'));
    expect(result.current.errors.newPwd).toBe('请输入8~32个字符');
  });

  test('checks a field on blur with the server strategy', () => {
    const { result } = renderHook(() => useAccessForm(empty, formRules.setPassword, { strategy }));
    act(() => result.current.update('password')('abc'));
    act(() => result.current.blur('password')());
    expect(result.current.errors.password).toBe('请输入8~32个字符');
  });

  test('re-checks the confirmation when the password it must equal changes', () => {
    const { result } = renderHook(() => useAccessForm(empty, formRules.setPassword, { strategy }));
    act(() => result.current.update('password')('Portal@2027'));
    act(() => result.current.update('confirmPassword')('Portal@2028'));
    act(() => result.current.blur('confirmPassword')());
    expect(result.current.errors.confirmPassword).toBe('两次输入密码不一致');
    act(() => result.current.update('password')('Portal@2028'));
    expect(result.current.errors.confirmPassword).toBeUndefined();
  });

  test('submits trimmed values once, ignoring a second submit while the first is in flight', async () => {
    const { result } = renderHook(() =>
      useAccessForm({ loginName: '', verificeCode: '', newPwd: '', againPwd: '' }, formRules.findPasswordByPhone, { strategy }),
    );
    act(() => result.current.update('loginName')(' 13800000002 '));
    act(() => result.current.update('verificeCode')('123456'));
    act(() => result.current.update('newPwd')('Portal@2027'));
    act(() => result.current.update('againPwd')('Portal@2027'));
    let finish: () => void = () => undefined;
    const action = jest.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    let first: Promise<boolean> = Promise.resolve(false);
    let second = true;
    await act(async () => {
      first = result.current.submit(action);
      second = await result.current.submit(action);
    });
    expect(second).toBe(false);
    await act(async () => {
      finish();
      await first;
    });
    expect(action).toHaveBeenCalledTimes(1);
    expect(action).toHaveBeenCalledWith({ loginName: '13800000002', verificeCode: '123456', newPwd: 'Portal@2027', againPwd: 'Portal@2027' });
    expect(result.current.busy).toBe(false);
  });

  test('keeps what was typed when the action fails', async () => {
    const { result } = renderHook(() => useAccessForm(empty, formRules.setPassword, { strategy }));
    act(() => result.current.update('password')('Portal@2027'));
    act(() => result.current.update('confirmPassword')('Portal@2027'));
    await act(async () => {
      await expect(result.current.submit(async () => Promise.reject(new Error('租户名称重复')))).rejects.toThrow('租户名称重复');
    });
    expect(result.current.values).toEqual({ password: 'Portal@2027', confirmPassword: 'Portal@2027' });
    expect(result.current.busy).toBe(false);
  });
});
