import { useState, type KeyboardEvent } from 'react';
import { Badge, Box, Button, chakra, CloseButton, Flex, Input, Spinner, Text } from '@portal/ui';
import type { NoticeRecipientType, RecipientTenant, RecipientUser, RecipientUserPage } from '@portal/contract';
import { failureText, DataTable, type Column, EmptyBlock, type Resource, SelectInput } from '@portal/console';
import { searchRecipientUsers } from './send.api';
import { RECIPIENT_TYPES, addRecipient, removeRecipient } from './send.rules';
import { useText } from './use-text';

const SEARCH_SIZE = 20;

interface RecipientValue {
  recipientType: NoticeRecipientType;
  tenantId: number | null;
  users: RecipientUser[];
}

/** Who a notice goes to: every user, one tenant chosen from the list, or users found by search. */
export function RecipientPicker({
  value,
  onChange,
  tenants,
  error,
}: {
  value: RecipientValue;
  onChange(value: RecipientValue): void;
  tenants: Resource<RecipientTenant[]>;
  error?: string | null;
}) {
  const t = useText();
  return (
    <Flex direction="column" gap="4">
      <chakra.fieldset border="0" p="0" m="0" minW="0">
        <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
          {t('send.compose.recipientType')}
        </chakra.legend>
        <Flex gap="2" wrap="wrap" role="radiogroup" aria-invalid={error ? true : undefined} aria-describedby={error ? 'recipient-error' : undefined}>
          {RECIPIENT_TYPES.map((type) => {
            const checked = value.recipientType === type;
            return (
              <chakra.label
                key={type}
                display="flex"
                alignItems="center"
                gap="2"
                px="3"
                py="2"
                borderWidth="1px"
                borderRadius="md"
                borderColor={checked ? 'brand.500' : 'gray.300'}
                bg={checked ? 'brand.50' : 'white'}
                cursor="pointer"
                fontSize="sm"
                _focusWithin={{ outline: '2px solid', outlineColor: 'brand.500', outlineOffset: '1px' }}
              >
                <input type="radio" name="recipientType" value={type} checked={checked} onChange={() => onChange({ ...value, recipientType: type })} />
                {t(`send.type.${type}`)}
              </chakra.label>
            );
          })}
        </Flex>
      </chakra.fieldset>

      {value.recipientType === 'ALL' && (
        <Text fontSize="sm" color="fg.muted" m="0">
          {t('send.compose.allNote')}
        </Text>
      )}
      {value.recipientType === 'TENANT' && (
        <TenantChoice tenants={tenants} tenantId={value.tenantId} onChange={(tenantId) => onChange({ ...value, tenantId })} />
      )}
      {value.recipientType === 'USERS' && <UserChoice users={value.users} onChange={(users) => onChange({ ...value, users })} />}

      {error && (
        <Text id="recipient-error" role="alert" aria-live="assertive" color="fg.error" fontSize="sm" m="0">
          {t(error)}
        </Text>
      )}
    </Flex>
  );
}

function TenantChoice({
  tenants,
  tenantId,
  onChange,
}: {
  tenants: Resource<RecipientTenant[]>;
  tenantId: number | null;
  onChange(tenantId: number | null): void;
}) {
  const t = useText();
  if (tenants.state === 'loading') return <Spinner size="sm" aria-label={t('console.loading')} />;
  if (tenants.state === 'error') {
    return (
      <Text role="alert" color="fg.error" fontSize="sm" m="0">
        {t('send.compose.tenantsFailed', { message: tenants.message })}
      </Text>
    );
  }
  return (
    <Flex direction="column" gap="1.5" maxW="28rem">
      <chakra.label htmlFor="notice-tenant" fontSize="sm" fontWeight="medium">
        {t('send.compose.tenant')}
      </chakra.label>
      <SelectInput id="notice-tenant" value={tenantId == null ? '' : String(tenantId)} onChange={(chosen) => onChange(chosen ? Number(chosen) : null)}>
        <option value="">{t('send.compose.chooseTenant')}</option>
        {tenants.data.map((tenant) => (
          <option key={tenant.id} value={tenant.id} disabled={tenant.userCount === 0}>
            {t('send.compose.tenantOption', { name: tenant.name, count: tenant.userCount })}
          </option>
        ))}
      </SelectInput>
    </Flex>
  );
}

type Search = { state: 'idle' } | { state: 'searching'; keyword: string } | { state: 'error'; message: string } | { state: 'done'; page: RecipientUserPage };

function UserChoice({ users, onChange }: { users: RecipientUser[]; onChange(users: RecipientUser[]): void }) {
  const t = useText();
  const [keyword, setKeyword] = useState('');
  const [search, setSearch] = useState<Search>({ state: 'idle' });

  const find = async () => {
    const typed = keyword.trim();
    setSearch({ state: 'searching', keyword: typed });
    try {
      const page = await searchRecipientUsers({ ...(typed ? { keyword: typed } : {}), pageNum: 1, pageSize: SEARCH_SIZE });
      setSearch({ state: 'done', page });
    } catch (error) {
      setSearch({ state: 'error', message: failureText(error) });
    }
  };
  // One form per page: Enter in the search field searches instead of sending the notice.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    void find();
  };

  const chosen = new Set(users.map((user) => user.id));
  const columns: Column<RecipientUser>[] = [
    { key: 'login', header: t('send.recipients.login'), nowrap: true, cell: (user) => user.loginName },
    {
      key: 'name',
      header: t('send.recipients.name'),
      nowrap: true,
      cell: (user) => (
        <Flex as="span" gap="1.5" align="center">
          {user.userName}
          {user.userType === 'MANAGER_USER' && <Badge size="sm">{t('send.compose.manager')}</Badge>}
          {user.subAccount && <Badge size="sm">{t('send.compose.subAccount')}</Badge>}
        </Flex>
      ),
    },
    { key: 'tenant', header: t('send.recipients.tenant'), cell: (user) => user.tenantName ?? '' },
    { key: 'mobile', header: t('send.recipients.mobile'), nowrap: true, cell: (user) => user.mobileStr ?? '' },
    {
      key: 'add',
      header: t('console.actions'),
      nowrap: true,
      cell: (user) =>
        chosen.has(user.id) ? (
          <Text as="span" fontSize="sm" color="fg.muted">
            {t('send.compose.added')}
          </Text>
        ) : (
          <Button
            size="xs"
            variant="outline"
            onClick={() => onChange(addRecipient(users, user))}
            aria-label={t('send.compose.addUser', { name: t('send.compose.user', { name: user.userName, login: user.loginName }) })}
          >
            {t('send.compose.add')}
          </Button>
        ),
    },
  ];

  return (
    <Flex direction="column" gap="3">
      <Flex gap="2" align="center" wrap="wrap" maxW="36rem">
        <chakra.label htmlFor="notice-user-search" fontSize="sm" fontWeight="medium" whiteSpace="nowrap">
          {t('send.compose.search')}
        </chakra.label>
        <Input
          id="notice-user-search"
          size="sm"
          flex="1 1 12rem"
          value={keyword}
          maxLength={64}
          placeholder={t('send.compose.searchHint')}
          onChange={(event) => setKeyword(event.target.value)}
          onKeyDown={onKeyDown}
        />
        <Button
          type="button"
          size="sm"
          variant="outline"
          onClick={() => void find()}
          loading={search.state === 'searching'}
          loadingText={t('send.compose.searching')}
        >
          {t('send.compose.searchButton')}
        </Button>
      </Flex>

      {search.state === 'error' && (
        <Text role="alert" color="fg.error" fontSize="sm" m="0">
          {search.message}
        </Text>
      )}
      {search.state === 'done' && (
        <Box>
          <Text fontSize="sm" color="fg.muted" mb="2" aria-live="polite">
            {search.page.total > search.page.data.length
              ? t('send.compose.foundMore', { total: search.page.total, shown: search.page.data.length })
              : t('send.compose.found', { total: search.page.total })}
          </Text>
          <DataTable
            caption={t('send.compose.search')}
            columns={columns}
            rows={search.page.data}
            rowKey={(user) => user.id}
            minW="36rem"
            empty={<EmptyBlock title={t('send.compose.noUsers')} />}
            rowProps={(user) => ({ 'data-user': user.loginName })}
          />
        </Box>
      )}

      <Box>
        <Text fontSize="sm" fontWeight="medium" mb="2" aria-live="polite" data-chosen-count={users.length}>
          {t('send.compose.chosen', { count: users.length })}
        </Text>
        {users.length === 0 ? (
          <Text fontSize="sm" color="fg.muted" m="0">
            {t('send.compose.noneChosen')}
          </Text>
        ) : (
          <Flex as="ul" wrap="wrap" gap="2" listStyleType="none" m="0" p="0">
            {users.map((user) => (
              <Flex
                as="li"
                key={user.id}
                align="center"
                gap="1"
                pl="2.5"
                pr="1"
                py="0.5"
                bg="brand.50"
                borderWidth="1px"
                borderColor="brand.200"
                borderRadius="full"
                fontSize="sm"
                data-chosen={user.loginName}
              >
                {user.userName}
                <Text as="span" color="fg.muted">
                  {user.loginName}
                </Text>
                <CloseButton
                  size="2xs"
                  aria-label={t('send.compose.remove', { name: t('send.compose.user', { name: user.userName, login: user.loginName }) })}
                  onClick={() => onChange(removeRecipient(users, user.id))}
                />
              </Flex>
            ))}
          </Flex>
        )}
      </Box>
    </Flex>
  );
}
