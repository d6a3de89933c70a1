import { useId } from 'preact/hooks';
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
}

/** A checkbox or radio button named by its label alone and described by its one-line hint. */
export function Choice({ type, group, checked, disabled, onChange, label, hint }: ChoiceProps) {
  const id = useId();
  return (
    <label class="choice">
      <input
        type={type}
        name={group}
        checked={checked}
        disabled={disabled}
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
