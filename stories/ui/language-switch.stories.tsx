import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LanguageSwitch } from '@/ui';

const choices = [
  { language: 'en', name: 'English' },
  { language: 'hi', name: 'हिन्दी' },
] as const;

const meta = {
  title: 'UI/LanguageSwitch',
  component: LanguageSwitch<'en' | 'hi'>,
  args: { choices, current: 'en', onChoose: fn() },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof LanguageSwitch<'en' | 'hi'>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** In English: one button, written in Hindi and marked as Hindi, offers the other language. */
export const InEnglish: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const hindi = canvas.getByRole('button', { name: 'हिन्दी' });
    await expect(hindi).toHaveAttribute('lang', 'hi');
    await expect(canvas.queryByRole('button', { name: 'English' })).toBeNull();
    await userEvent.click(hindi);
    await expect(args.onChoose).toHaveBeenCalledWith('hi');
  },
};

/** Switching over and back: the button always names the language not being shown. */
export const SwitchingBack: Story = {
  render: function Switching(args) {
    const [current, setCurrent] = useState<'en' | 'hi'>('hi');
    return <LanguageSwitch {...args} current={current} onChoose={setCurrent} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'English' }));
    await expect(canvas.getByRole('button', { name: 'हिन्दी' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'English' })).toBeVisible();
  },
};
