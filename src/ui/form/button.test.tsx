import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { PortalProvider } from '../provider/portal-provider';
import { Button } from './button';

function SaveForm({ onSubmit }: { onSubmit: () => void }) {
  const [saving, setSaving] = useState(false);
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
        setSaving(true);
      }}
    >
      <input aria-label="姓名" />
      <Button type="submit" loading={saving} loadingText="保存中" disabled={saving}>
        保存
      </Button>
    </form>
  );
}

describe('Button while loading', () => {
  it('keeps the keyboard focus, says it is busy and disabled, and submits its form only once', () => {
    const submitted = jest.fn();
    render(
      <PortalProvider>
        <SaveForm onSubmit={submitted} />
      </PortalProvider>,
    );
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    fireEvent.click(save);
    const busy = screen.getByRole('button', { name: '保存中' });
    expect(busy).toHaveFocus();
    expect(busy).not.toHaveAttribute('disabled');
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toHaveAttribute('aria-busy', 'true');
    fireEvent.click(busy);
    expect(submitted).toHaveBeenCalledTimes(1);
  });

  it("is Chakra's plain button when not loading, disabled when told", () => {
    render(
      <PortalProvider>
        <Button disabled>确定</Button>
      </PortalProvider>,
    );
    expect(screen.getByRole('button', { name: '确定' })).toBeDisabled();
  });
});
