import '@testing-library/jest-dom';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { PortalProvider } from '@portal/ui';
import { ParcelOutlet } from './parcel-outlet';
import { SubAppOutlet } from './subapp-outlet';

/** A parcel as a page module exports it: plain lifecycles drawing into `domElement`. */
function fakeParcel(text: string, log: string[]) {
  return {
    bootstrap: async () => undefined,
    mount: async (props: { domElement: HTMLElement; pageName?: string }) => {
      log.push(`mount ${text}`);
      props.domElement.innerHTML = `<p>${text}${props.pageName ? ` (${props.pageName})` : ''}</p>`;
    },
    unmount: async (props: { domElement: HTMLElement }) => {
      log.push(`unmount ${text}`);
      props.domElement.innerHTML = '';
    },
  };
}

function installSystem(map: Record<string, () => Promise<unknown>>) {
  const imported: string[] = [];
  const deleted: string[] = [];
  (globalThis as { System?: unknown }).System = {
    resolve: (name: string) => {
      if (!(name in map)) throw new Error(`Unable to resolve bare specifier '${name}'`);
      return `/${name}.js`;
    },
    import: (name: string) => {
      imported.push(name);
      return map[name]();
    },
    delete: (url: string) => deleted.push(url),
  };
  return { imported, deleted };
}

afterEach(() => {
  delete (globalThis as { System?: unknown }).System;
});

describe('the page parcel outlet', () => {
  it('loads the parcel of the route only when it is shown, and unmounts it on leaving', async () => {
    const log: string[] = [];
    const system = installSystem({ '@portal/overview': async () => fakeParcel('总览', log), '@portal/application': async () => fakeParcel('应用', log) });
    const view = render(
      <PortalProvider>
        <ParcelOutlet name="@portal/overview" />
      </PortalProvider>,
    );
    expect(await screen.findByText('总览 (@portal/overview)')).toBeInTheDocument();
    expect(system.imported).toEqual(['@portal/overview']);
    view.unmount();
    await waitFor(() => expect(log).toEqual(['mount 总览', 'unmount 总览']));
  });

  it('shows the placeholder parcel for a page not in the import map yet', async () => {
    const log: string[] = [];
    const system = installSystem({ '@portal/placeholder': async () => fakeParcel('页面建设中', log) });
    render(
      <PortalProvider>
        <ParcelOutlet name="@portal/register" />
      </PortalProvider>,
    );
    expect(await screen.findByText('页面建设中 (@portal/register)')).toBeInTheDocument();
    expect(system.imported).toEqual(['@portal/placeholder']);
  });

  it('offers a retry when the parcel fails to load, and the retry loads it afresh', async () => {
    const log: string[] = [];
    let fail = true;
    const system = installSystem({
      '@portal/user-info': async () => {
        if (fail) throw new Error('404');
        return fakeParcel('基本信息', log);
      },
    });
    render(
      <PortalProvider>
        <ParcelOutlet name="@portal/user-info" />
      </PortalProvider>,
    );
    expect(await screen.findByRole('alert')).toHaveTextContent('页面加载失败');
    fail = false;
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: '重试' }));
    });
    expect(await screen.findByText('基本信息 (@portal/user-info)')).toBeInTheDocument();
    expect(system.deleted).toEqual(['/@portal/user-info.js']);
  });
});

describe('the sub-app region', () => {
  it("adopts the root config's container and gives it back to the body on leaving", () => {
    const container = document.createElement('div');
    container.id = 'cloud-subapp';
    document.body.appendChild(container);
    const view = render(<SubAppOutlet />);
    expect(screen.getByTestId('subapp-region')).toContainElement(container);
    view.unmount();
    expect(container.parentElement).toBe(document.body);
    container.remove();
  });

  it('adopts a container created after the shell mounted', async () => {
    render(<SubAppOutlet />);
    const late = document.createElement('div');
    late.id = 'cloud-subapp';
    document.body.appendChild(late);
    await waitFor(() => expect(screen.getByTestId('subapp-region')).toContainElement(late));
    late.remove();
  });
});
