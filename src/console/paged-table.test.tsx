import '@testing-library/jest-dom';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { consoleMessages } from './console.messages';
import { PagedTable } from './paged-table';
import type { Resource } from './use-resource';

type Row = { id: number; name: string };
type Answer = { data: Row[]; total: number };

const text = consoleMessages['zh-CN'];
const columns = [{ key: 'name', header: 'Name', cell: (row: Row) => row.name }];

function table(resource: Resource<Answer>, { filtered = false, page = 1 } = {}) {
  const set = jest.fn();
  const reload = jest.fn();
  render(
    <PortalProvider>
      <PagedTable
        resource={resource}
        reload={reload}
        list={{ page, set }}
        localize={(row: Row) => ({ ...row, name: row.name.toUpperCase() })}
        caption="Things"
        columns={columns}
        rowKey={(row) => row.id}
        rowProps={(row) => ({ 'data-thing': row.id })}
        filtered={filtered}
        emptyTitle="No things yet"
        emptyAction={<a href="#new">Make one</a>}
      />
    </PortalProvider>,
  );
  return { set, reload };
}

const rowsShown = () => Array.from(document.querySelectorAll('[data-thing]')).map((row) => row.textContent);

describe('PagedTable, the body of a paged list', () => {
  test('draws the answer in the reader’s words and pages through the list’s query', () => {
    const { set } = table({ state: 'ready', data: { data: [{ id: 1, name: 'disk' }], total: 41 } });
    expect(rowsShown()).toEqual(['DISK']);
    expect(screen.getByText(text['console.total'].replace('{total}', '41'))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: text['console.goPage'].replace('{page}', '3') }));
    expect(set).toHaveBeenCalledWith('page', 3);
  });

  test('keeps the last answer while the next page loads, with the pager held', () => {
    table({ state: 'loading', previous: { data: [{ id: 2, name: 'host' }], total: 30 } }, { page: 2 });
    expect(rowsShown()).toEqual(['HOST']);
    expect(screen.getByRole('button', { name: text['console.goPage'].replace('{page}', '1') })).toBeDisabled();
  });

  test('a failed load shows its message and a retry, and no table or pager', () => {
    const { reload } = table({ state: 'error', message: 'The server is away', denied: false });
    expect(screen.getByText('The server is away')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: text['console.retry'] }));
    expect(reload).toHaveBeenCalled();
  });

  test('an empty list says there is nothing yet, with the way to make the first', () => {
    table({ state: 'ready', data: { data: [], total: 0 } });
    const empty = document.querySelector('[data-empty]') as HTMLElement;
    expect(within(empty).getByText('No things yet')).toBeInTheDocument();
    expect(within(empty).getByRole('link', { name: 'Make one' })).toBeInTheDocument();
  });

  test('an empty filtered list says the filters found nothing, without the way to make one', () => {
    table({ state: 'ready', data: { data: [], total: 0 } }, { filtered: true });
    const empty = document.querySelector('[data-empty]') as HTMLElement;
    expect(within(empty).getByText(text['console.emptyFiltered'])).toBeInTheDocument();
    expect(within(empty).queryByRole('link')).not.toBeInTheDocument();
  });
});
