import { useEffect, useState } from 'react';
import { Text } from '@portal/ui';
import type { AccountFilters } from '../account/account.rules';
import { OptionFilter, UserTypeFilter } from '../kit/list-parts';
import { AccountKeywordFilter, AccountStatusFilter } from '../account/account-filters';
import { Toolbar } from '../kit/toolbar';
import type { useFilters } from '../kit/use-filters';
import { useText } from '../kit/use-text';
import { loadTenantOptions } from './user.api';

interface TenantOptions {
  tenants: { id: number; name: string }[];
  total: number;
}

/** The tenants the user filter and the add-user form offer, loaded once. */
export function useTenantOptions(): TenantOptions {
  const [tenants, setTenants] = useState<TenantOptions>({ tenants: [], total: 0 });
  useEffect(() => {
    let live = true;
    // The tenant filter works without its names (the list still loads); nothing to tell.
    loadTenantOptions().then(
      (found) => live && setTenants(found),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, []);
  return tenants;
}

/** The user list's filters: keyword, tenant, user type and every status; a note when not every tenant is offered. */
export function UserFilterBar({ draft, tenants }: { draft: ReturnType<typeof useFilters<AccountFilters>>; tenants: TenantOptions }) {
  const t = useText();
  return (
    <>
      <Toolbar label={t('user.search')} onSearch={draft.search} onReset={draft.reset}>
        <AccountKeywordFilter id="user-keyword" draft={draft} />
        <OptionFilter
          id="user-tenant"
          label={t('user.tenant')}
          {...draft.field('tenantId')}
          options={tenants.tenants.map((tenant) => ({ value: tenant.id, label: tenant.name }))}
          dataOptions
        />
        <UserTypeFilter id="user-type" label={t('user.userType')} {...draft.field('userType')} />
        <AccountStatusFilter id="user-status" draft={draft} statuses={['enabled', 'disabled', 'closing', 'closed']} />
      </Toolbar>
      {tenants.total > tenants.tenants.length ? (
        <Text fontSize="xs" color="fg.muted" mt="-2" mb="3">
          {t('user.tenantsMore', { shown: tenants.tenants.length })}
        </Text>
      ) : null}
    </>
  );
}
