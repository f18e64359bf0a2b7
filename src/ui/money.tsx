import { formatRupees } from '@/lib';
import styles from './money.module.css';
import { cn } from './cn';

export type MoneyProps = {
  /** Rupees (not paise). */
  amount: number;
  className?: string;
};

/** The one way to show an amount of money: ₹1,20,000. */
export function Money({ amount, className }: MoneyProps) {
  return <span className={cn(styles.money, className)}>{formatRupees(amount)}</span>;
}
