import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { store, userInfoAtom } from '@portal/utils';
import { __COMPONENT__ } from './__NAME__.app';

describe('@cloud/__PREFIX__', () => {
  it('greets the signed-in user and routes inside its prefix', async () => {
    window.location.hash = '#/__PREFIX__';
    act(() => store.set(userInfoAtom, { userName: '张三', loginName: 'zhangsan' } as never));
    render(<__COMPONENT__ />);
    expect(screen.getByText('你好，张三')).toBeInTheDocument();
    await act(async () => screen.getByText('关于').click());
    expect(window.location.hash).toBe('#/__PREFIX__/about');
    expect(screen.getByText('这是一个由 npm run new:subapp 生成的子应用。')).toBeInTheDocument();
  });
});
