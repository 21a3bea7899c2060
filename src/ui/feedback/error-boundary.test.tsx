import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { PortalProvider } from '../provider/portal-provider';

describe('the error boundary of every portal root', () => {
  it('shows a panel with a retry instead of a blank page, and the retry remounts the page', () => {
    let broken = true;
    const Page = () => {
      if (broken) throw new Error('boom');
      return <p>页面内容</p>;
    };
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <PortalProvider name="overview">
        <Page />
      </PortalProvider>,
    );
    expect(screen.getByRole('alert')).toHaveTextContent('页面出错了');
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(screen.getByText('页面内容')).toBeInTheDocument();
    spy.mockRestore();
  });
});
