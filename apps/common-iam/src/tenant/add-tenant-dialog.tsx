import { languageAtom, useAtomValue } from '@portal/utils';
import { Flex, Text, toaster } from '@portal/ui';
import type { AdminTenant } from '@portal/contract';
import { FormDialog } from '../kit/form-dialog';
import { ChoiceGroup } from '../kit/choice-group';
import { DraftText } from '../kit/draft-text';
import { useDraftForm } from '../kit/use-draft-form';
import { useText } from '../kit/use-text';
import { addTenant } from './tenant.api';
import { EMPTY_TENANT, tenantBody, tenantErrors, tenantFieldOf, type TenantDraft } from './tenant.rules';

/** 新增租户: name and type; a taken name is told under the name. */
export function AddTenantDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (tenant: AdminTenant) => void }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const form = useDraftForm<TenantDraft>(EMPTY_TENANT, (draft) => tenantErrors(draft, language));

  const close = () => {
    form.clear();
    onClose();
  };

  const submit = async () => {
    if (!form.validate()) return;
    await form.send(
      async () => {
        const tenant = await addTenant(tenantBody(form.draft));
        toaster.create({ type: 'success', title: t('tenant.added', { name: tenant.name }) });
        form.fill(EMPTY_TENANT);
        onAdded(tenant);
      },
      (error) => tenantFieldOf((error ?? {}) as { code?: unknown; message?: unknown }),
    );
  };

  return (
    <FormDialog open={open} name="add-tenant" title={t('tenant.add')} form={{ ...form, submit }} onClose={close}>
      <DraftText form={form} field="name" name="tenantName" label={t('tenant.name')} placeholder={t('tenant.name')} maxLength={64} required checked />
      <ChoiceGroup
        name="innerMark"
        label={t('tenant.innerMark')}
        value={form.draft.innerMark}
        onChange={(innerMark) => form.set('innerMark', innerMark as TenantDraft['innerMark'])}
        options={[
          { value: '0', label: t('tenant.outer') },
          { value: '1', label: t('tenant.inner') },
        ]}
      />
      <Flex>
        <Text fontSize="xs" color="fg.muted">
          {t('tenant.addHint')}
        </Text>
      </Flex>
    </FormDialog>
  );
}
