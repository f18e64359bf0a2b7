import styles from './language-switch.module.css';

export type LanguageChoice<L extends string> = { language: L; name: string };

export type LanguageSwitchProps<L extends string> = {
  /** Every language the screens come in, each named in its own language ("हिन्दी"). */
  choices: readonly LanguageChoice<L>[];
  current: L;
  onChoose: (language: L) => void;
};

/**
 * The header's language switch: one button per other language, written in that language (and
 * marked as such, so a screen reader pronounces it right), so a reader finds their own.
 */
export function LanguageSwitch<L extends string>({
  choices,
  current,
  onChoose,
}: LanguageSwitchProps<L>) {
  return (
    <div className={styles.switch}>
      {choices
        .filter(({ language }) => language !== current)
        // Keyed by place, not language: the button just pressed stays the same element (now
        // naming the language left), so keyboard focus stays on it.
        .map(({ language, name }, place) => (
          <button
            key={place}
            type="button"
            lang={language}
            className={styles.choice}
            onClick={() => onChoose(language)}
          >
            {name}
          </button>
        ))}
    </div>
  );
}
