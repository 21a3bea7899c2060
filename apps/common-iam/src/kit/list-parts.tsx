import type { ComponentProps } from 'react';
import { Button, Input } from '@portal/ui';
import { SelectInput } from '@portal/console';
import { FilterField } from './filter-field';
import { useText } from './use-text';

type T = ReturnType<typeof useText>;

/** A list page's primary action (新增…), drawn only for those holding its permission. */
export function AddButton({ show, label, onClick }: { show: boolean; label: string; onClick: () => void }) {
  if (!show) return null;
  return (
    <Button colorPalette="brand" onClick={onClick}>
      + {label}
    </Button>
  );
}

/** A row's action in the lists' one look: a small ghost button (a palette and colour may replace the brand's). */
export function RowButton(props: ComponentProps<typeof Button>) {
  return <Button size="xs" variant="ghost" colorPalette="brand" color="brand.fg" {...props} />;
}

/** A toolbar's keyword field: what is typed waits for 查询. */
export function KeywordFilter({
  id,
  name,
  label,
  placeholder,
  value,
  onChange,
  maxLength = 64,
  width = '16rem',
}: {
  id: string;
  name: string;
  label: string;
  placeholder: string;
  value: string;
  onChange: (value: string) => void;
  maxLength?: number;
  width?: string;
}) {
  return (
    <FilterField label={label} htmlFor={id} width={width}>
      <Input id={id} name={name} value={value} maxLength={maxLength} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} />
    </FilterField>
  );
}

interface FilterOption {
  value: string | number;
  label: string;
}

/**
 * A toolbar's select: 全部 ('') first, then the options. `dataOptions` marks options that are data
 * (tenant names): neither translated nor checked as interface text.
 */
export function OptionFilter({
  id,
  name,
  label,
  value,
  onChange,
  options,
  width,
  dataOptions,
}: {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: FilterOption[];
  width?: string;
  dataOptions?: boolean;
}) {
  const t = useText();
  return (
    <FilterField label={label} htmlFor={id} width={width}>
      <SelectInput id={id} name={name} value={value} onChange={onChange}>
        <option value="">{t('iam.all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} translate={dataOptions ? 'no' : undefined}>
            {option.label}
          </option>
        ))}
      </SelectInput>
    </FilterField>
  );
}

/** A select's options that are data (tenant and role names): neither translated nor checked as interface text. */
export function DataOptions<O extends { id: number }>({ items, name }: { items: readonly O[]; name: (item: O) => string }) {
  return items.map((item) => (
    <option key={item.id} value={item.id} translate="no">
      {name(item)}
    </option>
  ));
}

/** The toolbar's user-type select (全部, then client and manager), as every identity list offers it. */
export function UserTypeFilter(props: { id: string; label: string; name: 'userType'; value: string; onChange: (value: string) => void }) {
  const t = useText();
  return <OptionFilter {...props} width="9rem" options={userTypeOptions(t)} />;
}

/** The two user types, client first, as the filters and forms offer them. */
export function userTypeOptions(t: T): { value: 'CLIENT_USER' | 'MANAGER_USER'; label: string }[] {
  return [
    { value: 'CLIENT_USER', label: t('iam.userType.client') },
    { value: 'MANAGER_USER', label: t('iam.userType.manager') },
  ];
}

/** Account statuses in the kit's words (正常, 已禁用, 注销中, 已注销). */
export function accountStatusOptions<S extends 'enabled' | 'disabled' | 'closing' | 'closed'>(t: T, statuses: readonly S[]): { value: S; label: string }[] {
  return statuses.map((status) => ({ value: status, label: t(`iam.status.${status}`) }));
}
