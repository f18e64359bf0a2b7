import type { Meta, StoryObj } from '@storybook/react-vite';
import { MemoryRouter, useLocation, useSearchParams } from 'react-router-dom';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, type TabItem } from '@/ui';

const stseTabs: TabItem[] = [
  { value: 'candidates', label: 'Candidates', content: <p>42 candidates registered.</p> },
  { value: 'settings', label: 'Settings', content: <p>Roll number prefix: STSE</p> },
  { value: 'admit-card', label: 'Admit Card', content: <p>Admit card template.</p> },
  { value: 'results', label: 'Results Entry', content: <p>Enter marks out of 100.</p> },
];

const meta = {
  title: 'UI/Tabs',
  component: Tabs,
  args: { label: 'STSE management', tabs: stseTabs, onValueChange: fn() },
} satisfies Meta<typeof Tabs>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Arrow keys move between tabs (wrapping at the ends) and show each tab's panel. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tablist', { name: 'STSE management' })).toBeVisible();
    const candidates = canvas.getByRole('tab', { name: 'Candidates' });
    await expect(candidates).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Candidates' })).toHaveTextContent(
      '42 candidates registered.',
    );

    await userEvent.click(candidates);
    await userEvent.keyboard('{ArrowRight}');
    const settings = canvas.getByRole('tab', { name: 'Settings' });
    await expect(settings).toHaveFocus();
    await expect(settings).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Settings' })).toHaveTextContent(
      'Roll number prefix: STSE',
    );
    await expect(args.onValueChange).toHaveBeenLastCalledWith('settings');

    await userEvent.keyboard('{ArrowLeft}');
    await expect(candidates).toHaveFocus();
    await expect(candidates).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Results Entry' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('results');
  },
};

/** A disabled tab is skipped by the arrow keys and cannot be chosen. */
export const DisabledTab: Story = {
  args: {
    tabs: stseTabs.map((tab) => (tab.value === 'settings' ? { ...tab, disabled: true } : tab)),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const settings = canvas.getByRole('tab', { name: 'Settings' });
    await expect(settings).toBeDisabled();
    await userEvent.click(canvas.getByRole('tab', { name: 'Candidates' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Admit Card' })).toHaveFocus();
    await expect(settings).toHaveAttribute('aria-selected', 'false');
  },
};

/** The selected tab follows `?tab=`: the feature binds value/onValueChange to the URL. */
function UrlBoundTabs() {
  const [searchParams, setSearchParams] = useSearchParams();
  const location = useLocation();
  // An unknown or missing ?tab= falls back to the first tab.
  const value =
    stseTabs.find((tab) => tab.value === searchParams.get('tab'))?.value ?? 'candidates';
  return (
    <>
      <Tabs
        label="STSE management"
        tabs={stseTabs}
        value={value}
        onValueChange={(next) => setSearchParams({ tab: next }, { replace: true })}
      />
      <p>
        Address: <code data-testid="address">{location.pathname + location.search}</code>
      </p>
    </>
  );
}

export const FollowsUrl: Story = {
  decorators: [
    () => (
      <MemoryRouter initialEntries={['/admin/stse-management?tab=settings']}>
        <UrlBoundTabs />
      </MemoryRouter>
    ),
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const address = canvas.getByTestId('address');
    await expect(canvas.getByRole('tab', { name: 'Settings' })).toHaveAttribute(
      'aria-selected',
      'true',
    );

    await userEvent.click(canvas.getByRole('tab', { name: 'Results Entry' }));
    // The tab list moves focus from a timeout, and the address follows the selection in a render
    // after it: wait for both, as a person sees them arrive.
    await waitFor(() => expect(address).toHaveTextContent('/admin/stse-management?tab=results'));
    await expect(canvas.getByRole('tabpanel', { name: 'Results Entry' })).toBeVisible();

    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() => expect(address).toHaveTextContent('/admin/stse-management?tab=admit-card'));
    await expect(canvas.getByRole('tab', { name: 'Admit Card' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  },
};

/** Many long tab names on a 320px screen: the tab list scrolls sideways, the page does not. */
export const ManyTabsOnSmallScreen: Story = {
  args: {
    label: 'Student records',
    tabs: [
      ...stseTabs,
      { value: 'fees', label: 'Fee installments', content: <p>3 installments.</p> },
      { value: 'tickets', label: 'Support tickets', content: <p>1 open ticket.</p> },
    ],
  },
  globals: { viewport: { value: 'small' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('tablist', { name: 'Student records' });
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);

    await userEvent.click(canvas.getByRole('tab', { name: 'Candidates' }));
    await userEvent.keyboard('{End}');
    const last = canvas.getByRole('tab', { name: 'Support tickets' });
    await expect(last).toHaveFocus();
    await expect(last.getBoundingClientRect().right).toBeLessThanOrEqual(
      list.getBoundingClientRect().right + 1,
    );
  },
};

/** In a screen's grid (a column sized by its content) the tab list still scrolls, not the page. */
export const ManyTabsInAGrid: Story = {
  ...ManyTabsOnSmallScreen,
  decorators: [
    (Story) => (
      <div style={{ display: 'grid' }}>
        <Story />
      </div>
    ),
  ],
};
