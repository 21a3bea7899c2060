import { useEffect, useState } from 'react';
import { languageAtom, useAtomValue } from '@portal/utils';
import { rules, trimmed } from '@portal/contract';
import { FormField, Input, Text, toaster } from '@portal/ui';
import { SelectInput } from '@portal/console';
import type { AdminTenant, EditTenantBody } from '@portal/contract';
import { ChoiceGroup } from '../kit/choice-group';
import { FormDialog } from '../kit/form-dialog';
import { useFailureText } from '../kit/use-access';
import { useText } from '../kit/use-text';
import { loadTenantOptions } from '../user/user.api';
import { editTenant } from './tenant.api';

interface Draft {
  name: string;
  contactName: string;
  contactMobile: string;
  contactEmail: string;
  parentTenantId: string;
  status: 'enabled' | 'disabled';
}

type Errors = Partial<Record<keyof Draft, string>>;

const draftOf = (tenant: AdminTenant): Draft => ({
  name: tenant.name,
  contactName: tenant.contactName ?? '',
  contactMobile: tenant.contactMobile ?? '',
  contactEmail: tenant.contactEmail ?? '',
  parentTenantId: String(tenant.parentTenantId),
  status: tenant.status,
});

/**
 * 编辑租户 (issue 23 item 2): name, contacts, parent and status. The rules of spec 5 are checked
 * as the user leaves the dialog's submit; the server's refusals land under their field or above
 * the buttons, and what was typed stays.
 */
export function EditTenantDialog({ tenant, onClose, onSaved }: { tenant: AdminTenant | null; onClose: () => void; onSaved: (tenant: AdminTenant) => void }) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const failure = useFailureText();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [parents, setParents] = useState<{ id: number; name: string }[]>([]);

  useEffect(() => {
    if (!tenant) return;
    let live = true;
    setDraft(draftOf(tenant));
    setErrors({});
    setNotice(null);
    loadTenantOptions().then(
      (found) => live && setParents(found.tenants.filter((option) => option.id !== tenant.id)),
      () => live && setParents([]),
    );
    return () => {
      live = false;
    };
  }, [tenant]);

  const check = (d: Draft): Errors => {
    const context = { language };
    const found: Errors = {};
    const name = rules.tenantName(d.name, context);
    if (name) found.name = name;
    if (trimmed(d.contactName)) {
      const problem = rules.profileName(d.contactName, context);
      if (problem) found.contactName = problem;
    }
    if (trimmed(d.contactMobile)) {
      const problem = rules.mobile(d.contactMobile, context);
      if (problem) found.contactMobile = problem;
    }
    if (trimmed(d.contactEmail)) {
      const problem = rules.email(d.contactEmail, context);
      if (problem) found.contactEmail = problem;
    }
    if (!d.parentTenantId) found.parentTenantId = t('tenant.chooseParent');
    return found;
  };

  const submit = async () => {
    if (!tenant || !draft) return;
    const found = check(draft);
    setErrors(found);
    setNotice(null);
    if (Object.keys(found).length) return;
    const body: EditTenantBody = {
      name: trimmed(draft.name),
      contactName: trimmed(draft.contactName) || null,
      contactMobile: trimmed(draft.contactMobile) || null,
      contactEmail: trimmed(draft.contactEmail) || null,
      parentTenantId: Number(draft.parentTenantId),
      status: draft.status,
    };
    setBusy(true);
    try {
      const saved = await editTenant(tenant.id, body);
      toaster.create({ type: 'success', title: t('tenant.saved', { name: saved.name }) });
      onSaved(saved);
    } catch (error) {
      const code = (error as { code?: string })?.code;
      if (code === 'TENANT_NAME_TAKEN') setErrors({ name: failure(error) });
      else setNotice(failure(error));
    } finally {
      setBusy(false);
    }
  };

  // A field told wrong is checked again as it is corrected; the others wait for the next save.
  const set = (field: keyof Draft) => (value: string) => {
    if (!draft) return;
    const next = { ...draft, [field]: value };
    setDraft(next);
    if (errors[field]) setErrors((current) => ({ ...current, [field]: check(next)[field] }));
  };
  const text = (field: 'name' | 'contactName' | 'contactMobile' | 'contactEmail', label: string, max: number, required = false) => (
    <FormField label={label} required={required} error={errors[field]}>
      <Input name={field} value={draft?.[field] ?? ''} maxLength={max} autoComplete="off" onChange={(e) => set(field)(e.target.value)} />
    </FormField>
  );

  return (
    <FormDialog
      open={!!tenant}
      name="edit-tenant"
      title={t('tenant.editTitle', { name: tenant?.name ?? '' })}
      busy={busy}
      notice={notice}
      submitText={t('tenant.save')}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {text('name', t('tenant.name'), 64, true)}
      {text('contactName', t('tenant.contactName'), 64)}
      {text('contactMobile', t('tenant.contactMobile'), 32)}
      {text('contactEmail', t('tenant.contactEmail'), 128)}
      <FormField label={t('tenant.parent')} required error={errors.parentTenantId}>
        <SelectInput id="edit-tenant-parent" name="parentTenantId" value={draft?.parentTenantId ?? ''} onChange={set('parentTenantId')}>
          <option value="">{t('tenant.chooseParent')}</option>
          {tenant && !parents.some((p) => p.id === tenant.parentTenantId) ? (
            <option value={tenant.parentTenantId} translate="no">
              {tenant.parentTenantName ?? tenant.parentTenantId}
            </option>
          ) : null}
          {parents.map((option) => (
            <option key={option.id} value={option.id} translate="no">
              {option.name}
            </option>
          ))}
        </SelectInput>
      </FormField>
      <ChoiceGroup
        name="status"
        label={t('tenant.status')}
        value={draft?.status ?? 'enabled'}
        onChange={(status) => set('status')(status)}
        options={[
          { value: 'enabled', label: t('tenant.statusEnabled') },
          { value: 'disabled', label: t('tenant.statusDisabled') },
        ]}
      />
      {draft?.status === 'disabled' && tenant?.status !== 'disabled' ? (
        <Text fontSize="sm" color="red.700" data-testid="tenant-disable-warning">
          {t('tenant.disableHint')}
        </Text>
      ) : null}
    </FormDialog>
  );
}
