import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SchoolDashboardPage } from '@/features/schools';
import { storyRepository, storySessions, withData } from '../helpers/data-decorator';
import { withRouter } from '../helpers/with-router';
import {
  busySchoolSeed,
  withoutDemoSchoolCandidates,
  withSchoolPage,
} from '../helpers/school-page-decorator';

const meta = {
  title: 'Schools/School/Dashboard',
  component: SchoolDashboardPage,
  decorators: [withSchoolPage, withRouter, withData({ session: storySessions.school })],
  parameters: { route: { path: '/school/dashboard' } },
} satisfies Meta<typeof SchoolDashboardPage>;
export default meta;
type Story = StoryObj<typeof meta>;

function statValue(canvasElement: HTMLElement, label: string) {
  return within(canvasElement).getByText(label).parentElement as HTMLElement;
}

/** 7 registrations, one spelt in capitals; the newest 5 are listed; 2 still need details. */
export const WithCandidates: Story = {
  parameters: { data: { seed: busySchoolSeed() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    await expect(statValue(canvasElement, 'STSE Candidates')).toHaveTextContent('7');

    const recent = canvas.getByRole('table', { name: 'Newest registrations from your school' });
    const rows = within(recent).getAllByRole('row').slice(1);
    await expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Neha Kapoor',
      'Arnav Malhotra',
      'Pooja Bansal',
      'Yash Tiwari',
      'Aditya Rao',
    ]);
    await expect(
      within(rows[0]!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual([
      'STSE0101',
      'Neha Kapoor',
      '11',
      expect.stringMatching(/^\d{1,2} [A-Z][a-z]{2} \d{4}$/),
    ]);
    // Another school's candidates never show, nor one only named like this school.
    await expect(canvas.queryByText('Ananya Singh')).toBeNull();
    await expect(canvas.queryByText('Kunal Look-alike')).toBeNull();

    const pending = canvas.getByRole('table', { name: 'Students whose details are incomplete' });
    await expect(within(pending).getAllByRole('row')).toHaveLength(3);
    await expect(within(pending).getByRole('row', { name: /Pooja Bansal/ })).toHaveTextContent(
      'Date of birth, Gender, Guardian name, Address, City, State, Pin code, Mobile number, WhatsApp number',
    );
  },
};

/** The count follows new registrations at once (another tab, or the bulk page). */
export const CountFollowsRegistrations: Story = {
  play: async (context) => {
    const canvas = within(context.canvasElement);
    await waitFor(() =>
      expect(statValue(context.canvasElement, 'STSE Candidates')).toHaveTextContent('3'),
    );
    await storyRepository(context).addCandidates([
      {
        name: 'Riya Sen',
        schoolName: 'delhi public school, noida',
        currentClass: 10,
        email: 'riya.sen@example.com',
        dateOfBirth: '',
        gender: '',
        guardianName: '',
        address: '',
        city: '',
        state: '',
        pinCode: '',
        mobile: '',
        whatsapp: '',
        pendingDetails: [
          'dateOfBirth',
          'gender',
          'guardianName',
          'address',
          'city',
          'state',
          'pinCode',
          'mobile',
          'whatsapp',
        ],
      },
    ]);
    await waitFor(() =>
      expect(statValue(context.canvasElement, 'STSE Candidates')).toHaveTextContent('4'),
    );
    await expect(
      within(
        canvas.getByRole('table', { name: 'Newest registrations from your school' }),
      ).getAllByRole('row')[1],
    ).toHaveTextContent('Riya Sen');
  },
};

export const Empty: Story = {
  parameters: { data: { seed: withoutDemoSchoolCandidates() } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('No students from your school have registered for STSE yet.'),
    ).toBeVisible();
    await expect(statValue(canvasElement, 'STSE Candidates')).toHaveTextContent('0');
    await expect(canvas.queryByRole('table')).toBeNull();
    await userEvent.click(canvas.getByRole('link', { name: 'Bulk Registration' }));
    await expect(await canvas.findByText('Navigated to /school/bulk-registration')).toBeVisible();
  },
};

export const LoadError: Story = {
  parameters: {
    data: { failWith: { queryCandidates: new Error('The stored candidates could not be read.') } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('Your registrations could not be loaded');
    await expect(alert).toHaveTextContent('The stored candidates could not be read.');
    await expect(within(alert).getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

export const SmallScreen: Story = {
  parameters: { data: { seed: busySchoolSeed() } },
  globals: { viewport: { value: 'small', isRotated: false } },
  play: async ({ canvasElement }) => {
    await within(canvasElement).findByRole('table', {
      name: 'Newest registrations from your school',
    });
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi: headings, the table's headers and the details still needed, at 375 px. */
export const InHindi: Story = {
  parameters: { data: { seed: busySchoolSeed() } },
  globals: { language: 'hi', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'डैशबोर्ड' })).toBeVisible();
    await expect(statValue(canvasElement, 'STSE उम्मीदवार')).toHaveTextContent('7');
    await expect(canvas.getByRole('link', { name: 'छात्रों का रजिस्ट्रेशन करें' })).toBeVisible();
    const recent = canvas.getByRole('table', { name: 'आपके स्कूल के सबसे नए रजिस्ट्रेशन' });
    await expect(within(recent).getByRole('columnheader', { name: 'नाम' })).toBeInTheDocument();
    const pending = canvas.getByRole('table', { name: 'जिन छात्रों की जानकारी अधूरी है' });
    await expect(within(pending).getByRole('row', { name: /Pooja Bansal/ })).toHaveTextContent(
      'जन्म तिथि, लिंग, अभिभावक का नाम, पता, शहर, राज्य, पिन कोड, मोबाइल नंबर, WhatsApp नंबर',
    );
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};

/** In Hindi with nobody registered: the empty state and its link. */
export const EmptyInHindi: Story = {
  parameters: { data: { seed: withoutDemoSchoolCandidates() } },
  globals: { language: 'hi' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(
      await canvas.findByText('आपके स्कूल से अभी तक किसी छात्र ने STSE के लिए रजिस्ट्रेशन नहीं किया है।'),
    ).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'बल्क रजिस्ट्रेशन' })).toBeVisible();
  },
};
