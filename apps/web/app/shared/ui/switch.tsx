type SwitchProps = { checked: boolean; onChange: (checked: boolean) => void; label: string; disabled?: boolean; testId?: string };

/** An on/off switch (role=switch). */
export function Switch({ checked, onChange, label, disabled, testId }: SwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} className={`switch${checked ? ' is-on' : ''}`} disabled={disabled} onClick={() => onChange(!checked)} data-testid={testId}>
      <span className="switch__thumb" />
    </button>
  );
}
