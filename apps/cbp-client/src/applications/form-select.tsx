import { Field } from '@portal/ui';
import { SelectInput } from '@portal/console';

/** A native select for a `FormField`, tied to its label, helper and error as the kit's inputs are, in the kit's select look. */
export function FormSelect({
  name,
  value,
  onChange,
  choices,
}: {
  name: string;
  value: string;
  onChange(value: string): void;
  choices: ReadonlyArray<{ value: string; label: string }>;
}) {
  return (
    <Field.Context>
      {(field) => {
        const props = field.getSelectProps();
        return (
          <SelectInput
            id={props.id}
            name={name}
            value={value}
            onChange={onChange}
            invalid={field.invalid}
            disabled={field.disabled}
            required={field.required}
            describedBy={props['aria-describedby']}
          >
            {choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </SelectInput>
        );
      }}
    </Field.Context>
  );
}
