import { useEffect } from 'react';
import { languageAtom, useAtomValue, type Language } from '@portal/utils';
import { rules, trimmed } from '@portal/contract';
import { toaster } from '@portal/ui';
import type { AdminTenant, EditTenantBody } from '@portal/contract';
import { useDraftForm, type DraftErrors } from '../kit/use-draft-form';
import { useLoad } from '../kit/use-load';
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

const EMPTY: Draft = { name: '', contactName: '', contactMobile: '', contactEmail: '', parentTenantId: '', status: 'enabled' };

const draftOf = (tenant: AdminTenant): Draft => ({
  name: tenant.name,
  contactName: tenant.contactName ?? '',
  contactMobile: tenant.contactMobile ?? '',
  contactEmail: tenant.contactEmail ?? '',
  parentTenantId: String(tenant.parentTenantId),
  status: tenant.status,
});

/** The name by the tenant-name rule; the contacts, when given, by theirs; a parent is required. */
function tenantEditErrors(draft: Draft, language: Language, chooseParent: string): DraftErrors<Draft> {
  const context = { language };
  const found: DraftErrors<Draft> = {};
  const name = rules.tenantName(draft.name, context);
  if (name) found.name = name;
  const optional = [
    ['contactName', rules.profileName],
    ['contactMobile', rules.mobile],
    ['contactEmail', rules.email],
  ] as const;
  for (const [field, rule] of optional) {
    const problem = trimmed(draft[field]) ? rule(draft[field], context) : null;
    if (problem) found[field] = problem;
  }
  if (!draft.parentTenantId) found.parentTenantId = chooseParent;
  return found;
}

/** The edit-tenant body: trimmed, a blank contact cleared. */
const editBody = (draft: Draft): EditTenantBody => ({
  name: trimmed(draft.name),
  contactName: trimmed(draft.contactName) || null,
  contactMobile: trimmed(draft.contactMobile) || null,
  contactEmail: trimmed(draft.contactEmail) || null,
  parentTenantId: Number(draft.parentTenantId),
  status: draft.status,
});

/**
 * The edit-tenant form: filled from the tenant it edits, the other tenants offered as its parent,
 * and the save (a taken name lands under the name).
 */
export function useEditTenantForm(tenant: AdminTenant | null, onSaved: (tenant: AdminTenant) => void) {
  const t = useText();
  const language = useAtomValue(languageAtom);
  const form = useDraftForm<Draft>(EMPTY, (draft) => tenantEditErrors(draft, language, t('tenant.chooseParent')));
  useEffect(() => {
    if (tenant) form.fill(draftOf(tenant));
  }, [tenant]);
  const loaded = useLoad(tenant ? () => loadTenantOptions() : null, [tenant]);
  const parents = loaded.state.kind === 'error' ? [] : (loaded.value?.tenants ?? []).filter((option) => option.id !== tenant?.id);

  const submit = async () => {
    if (!tenant || !form.validate()) return;
    await form.send(
      async () => {
        const saved = await editTenant(tenant.id, editBody(form.draft));
        toaster.create({ type: 'success', title: t('tenant.saved', { name: saved.name }) });
        onSaved(saved);
      },
      (error) => ((error as { code?: string })?.code === 'TENANT_NAME_TAKEN' ? 'name' : null),
    );
  };
  return { ...form, parents, submit };
}
