import { FormField, Text } from '@portal/ui';
import { SelectInput } from '@portal/console';
import type { AdminTenant } from '@portal/contract';
import { ChoiceGroup } from '../kit/choice-group';
import { DraftText } from '../kit/draft-text';
import { FormDialog } from '../kit/form-dialog';
import { DataOptions } from '../kit/list-parts';
import { useText } from '../kit/use-text';
import { useEditTenantForm } from './use-edit-tenant-form';

type Form = ReturnType<typeof useEditTenantForm>;

/** The parent tenant: the others, and the present parent even when it is not among them. */
function ParentField({ form, tenant }: { form: Form; tenant: AdminTenant | null }) {
  const t = useText();
  return (
    <FormField label={t('tenant.parent')} required error={form.errors.parentTenantId}>
      <SelectInput id="edit-tenant-parent" name="parentTenantId" value={form.draft.parentTenantId} onChange={(value) => form.set('parentTenantId', value)}>
        <option value="">{t('tenant.chooseParent')}</option>
        {tenant && !form.parents.some((p) => p.id === tenant.parentTenantId) ? (
          <option value={tenant.parentTenantId} translate="no">
            {tenant.parentTenantName ?? tenant.parentTenantId}
          </option>
        ) : null}
        <DataOptions items={form.parents} name={(option) => option.name} />
      </SelectInput>
    </FormField>
  );
}

/**
 * 编辑租户 (issue 23 item 2): name, contacts, parent and status. The rules of spec 5 are checked
 * as the user leaves the dialog's submit; the server's refusals land under their field or above
 * the buttons, and what was typed stays.
 */
export function EditTenantDialog({ tenant, onClose, onSaved }: { tenant: AdminTenant | null; onClose: () => void; onSaved: (tenant: AdminTenant) => void }) {
  const t = useText();
  const form = useEditTenantForm(tenant, onSaved);
  return (
    <FormDialog
      open={!!tenant}
      name="edit-tenant"
      title={t('tenant.editTitle', { name: tenant?.name ?? '' })}
      form={form}
      submitText={t('tenant.save')}
      onClose={onClose}
    >
      <DraftText form={form} field="name" label={t('tenant.name')} maxLength={64} required />
      <DraftText form={form} field="contactName" label={t('tenant.contactName')} maxLength={64} />
      <DraftText form={form} field="contactMobile" label={t('tenant.contactMobile')} maxLength={32} />
      <DraftText form={form} field="contactEmail" label={t('tenant.contactEmail')} maxLength={128} />
      <ParentField form={form} tenant={tenant} />
      <ChoiceGroup
        name="status"
        label={t('tenant.status')}
        value={form.draft.status}
        onChange={(status) => form.set('status', status as 'enabled' | 'disabled')}
        options={[
          { value: 'enabled', label: t('tenant.statusEnabled') },
          { value: 'disabled', label: t('tenant.statusDisabled') },
        ]}
      />
      {form.draft.status === 'disabled' && tenant?.status !== 'disabled' ? (
        <Text fontSize="sm" color="red.700" data-testid="tenant-disable-warning">
          {t('tenant.disableHint')}
        </Text>
      ) : null}
    </FormDialog>
  );
}
