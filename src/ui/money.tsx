import { formatRupees } from '@/lib';
import styles from './money.module.css';

export type MoneyProps = {
  /** Rupees (not paise). */
  amount: number;
  className?: string;
};

/** The one way to show an amount of money: ₹1,20,000. */
export function Money({ amount, className }: MoneyProps) {
  return (
    <span className={[styles.money, className].filter(Boolean).join(' ')}>
      {formatRupees(amount)}
    </span>
  );
}
