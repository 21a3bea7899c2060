import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { __COMPONENT__ } from './__NAME__.app';

describe('@cloud/__PREFIX__', () => {
  it('greets the signed-in user and routes inside its prefix', async () => {
    window.location.hash = '#/__PREFIX__';
    render(<__COMPONENT__ />);
    // The portal's atoms are read-only for a sub-app: sign in the way the portal does, through
    // storage (the store follows a change made by another tab).
    act(() => {
      window.localStorage.setItem('userInfo', JSON.stringify({ userName: '张三', loginName: 'zhangsan' }));
      window.dispatchEvent(new StorageEvent('storage', { key: 'userInfo' }));
    });
    expect(screen.getByText('你好，张三')).toBeInTheDocument();
    await act(async () => screen.getByText('关于').click());
    expect(window.location.hash).toBe('#/__PREFIX__/about');
    expect(screen.getByText('这是一个由 npm run new:subapp 生成的独立子应用。')).toBeInTheDocument();
  });
});
