import { useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { Flex, FormField, Input, Text, toaster } from '@portal/ui';
import type { AdminTenant } from '@portal/contract';
import { FormDialog } from '../kit/form-dialog';
import { ChoiceGroup } from '../kit/choice-group';
import { checkOnBlur } from '../kit/check-on-blur';
import { useFailureText } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { addTenant } from './tenant.api';
import { EMPTY_TENANT, tenantBody, tenantErrors, tenantFieldOf, type TenantDraft } from './tenant.rules';

/** 新增租户: name and type; a taken name is told under the name. */
export function AddTenantDialog({ open, onClose, onAdded }: { open: boolean; onClose: () => void; onAdded: (tenant: AdminTenant) => void }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const [draft, setDraft] = useState<TenantDraft>(EMPTY_TENANT);
  const [errors, setErrors] = useState<Partial<Record<keyof TenantDraft, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const close = () => {
    setErrors({});
    setNotice(null);
    onClose();
  };

  const submit = async () => {
    const found = tenantErrors(draft, language);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      const tenant = await addTenant(tenantBody(draft));
      toaster.create({ type: 'success', title: t('tenant.added', { name: tenant.name }) });
      setDraft(EMPTY_TENANT);
      setErrors({});
      onAdded(tenant);
    } catch (error) {
      const field = tenantFieldOf((error ?? {}) as { code?: unknown; message?: unknown });
      if (field) setErrors({ [field]: failure(error) });
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <FormDialog open={open} name="add-tenant" title={t('tenant.add')} busy={busy} notice={notice} onSubmit={() => void submit()} onClose={close}>
      <FormField label={t('tenant.name')} required error={errors.name}>
        <Input
          name="tenantName"
          value={draft.name}
          maxLength={64}
          autoComplete="off"
          placeholder={t('tenant.name')}
          onChange={(e) => {
            const name = e.target.value;
            setDraft((d) => ({ ...d, name }));
            if (errors.name) setErrors(tenantErrors({ ...draft, name }, language));
          }}
          onBlur={checkOnBlur(() => setErrors(tenantErrors(draft, language)))}
        />
      </FormField>
      <ChoiceGroup
        name="innerMark"
        label={t('tenant.innerMark')}
        value={draft.innerMark}
        onChange={(innerMark) => setDraft((d) => ({ ...d, innerMark: innerMark as TenantDraft['innerMark'] }))}
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
