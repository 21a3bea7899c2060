import '@testing-library/jest-dom';
import { fireEvent, render, screen } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { OverviewCard } from './overview-card';
import type { Resource } from './use-resource';

function renderCard(resource: Resource<string[]>, onRetry = jest.fn()) {
  render(
    <PortalProvider>
      <OverviewCard id="demo" title="资源申请" resource={resource} isEmpty={(rows) => rows.length === 0} onRetry={onRetry}>
        {(rows) => (
          <ul>
            {rows.map((row) => (
              <li key={row}>{row}</li>
            ))}
          </ul>
        )}
      </OverviewCard>
    </PortalProvider>,
  );
  return onRetry;
}

describe('an overview card', () => {
  test('says it is loading while its list is on the way', () => {
    renderCard({ state: 'loading' });
    expect(screen.getByRole('region', { name: '资源申请' })).toHaveTextContent('加载中…');
  });

  test('announces a failure with the server message and retries on request', () => {
    const onRetry = renderCard({ state: 'error', message: '服务暂不可用' });
    expect(screen.getByRole('alert')).toHaveTextContent('加载失败：服务暂不可用');
    fireEvent.click(screen.getByRole('button', { name: '重试' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  test('shows the empty state for an empty list', () => {
    renderCard({ state: 'ready', data: [] });
    expect(screen.getByRole('region', { name: '资源申请' })).toHaveTextContent('暂无数据');
  });

  test('shows its rows when there are some', () => {
    renderCard({ state: 'ready', data: ['SQ1', 'SQ2'] });
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['SQ1', 'SQ2']);
  });
});
