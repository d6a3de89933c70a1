import { useId } from 'preact/hooks';
import './sheet-tokens.css';
import './Choice.css';

interface ChoiceProps {
  type: 'checkbox' | 'radio';
  /** The radio group's name. */
  group?: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
  label: string;
  /** One line saying what the choice does. */
  hint: string;
  /** Whether a dialog opening around it gives it the focus (`autofocus`). */
  autoFocus?: boolean;
}

/** A checkbox or radio button named by its label alone and described by its one-line hint. */
export function Choice({
  type,
  group,
  checked,
  disabled,
  onChange,
  label,
  hint,
  autoFocus,
}: ChoiceProps) {
  const id = useId();
  return (
    <label class="choice">
      <input
        type={type}
        name={group}
        checked={checked}
        disabled={disabled}
        autofocus={autoFocus}
        aria-labelledby={`${id}-label`}
        aria-describedby={`${id}-hint`}
        onChange={(event) => onChange(event.currentTarget.checked)}
      />
      <span class="choice__label" id={`${id}-label`}>
        {label}
      </span>
      <span class="choice__hint" id={`${id}-hint`}>
        {hint}
      </span>
    </label>
  );
}

/** One of a `ChoiceGroup`'s options: its value, its name and its one-line hint. */
export interface Option<Value extends string> {
  value: Value;
  label: string;
  hint: string;
}

/**
 * A group of radio buttons under a legend, one per option, the `chosen` one checked; `onChoose`
 * is called with the value the player picks.
 */
export function ChoiceGroup<Value extends string>({
  legend,
  group,
  options,
  chosen,
  onChoose,
}: {
  legend: string;
  /** The radio group's name. */
  group: string;
  options: Option<Value>[];
  chosen: Value;
  onChoose: (value: Value) => void;
}) {
  return (
    <fieldset class="settings__group variants">
      <legend>
        <h2 class="settings__title">{legend}</h2>
      </legend>
      {options.map(({ value, label, hint }) => (
        <Choice
          key={value}
          type="radio"
          group={group}
          checked={chosen === value}
          onChange={() => onChoose(value)}
          label={label}
          hint={hint}
        />
      ))}
    </fieldset>
  );
}
