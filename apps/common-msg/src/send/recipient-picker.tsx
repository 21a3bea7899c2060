import { chakra, Flex, Spinner, Text } from '@portal/ui';
import type { NoticeRecipientType, RecipientTenant, RecipientUser } from '@portal/contract';
import { type Resource, SelectInput } from '@portal/console';
import { RECIPIENT_TYPES } from './send.rules';
import { useText } from './use-text';
import { UserChoice } from './user-choice';

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
      <RecipientTypeChoice type={value.recipientType} invalid={Boolean(error)} onChange={(recipientType) => onChange({ ...value, recipientType })} />

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

/** The kind of recipients (every user, one tenant, chosen users) as radio buttons; `invalid` ties them to the recipients' error below. */
function RecipientTypeChoice({ type: chosen, invalid, onChange }: { type: NoticeRecipientType; invalid: boolean; onChange(type: NoticeRecipientType): void }) {
  const t = useText();
  return (
    <chakra.fieldset border="0" p="0" m="0" minW="0">
      <chakra.legend fontSize="sm" fontWeight="medium" mb="2">
        {t('send.compose.recipientType')}
      </chakra.legend>
      <Flex gap="2" wrap="wrap" role="radiogroup" aria-invalid={invalid || undefined} aria-describedby={invalid ? 'recipient-error' : undefined}>
        {RECIPIENT_TYPES.map((type) => {
          const checked = chosen === type;
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
              <input type="radio" name="recipientType" value={type} checked={checked} onChange={() => onChange(type)} />
              {t(`send.type.${type}`)}
            </chakra.label>
          );
        })}
      </Flex>
    </chakra.fieldset>
  );
}
