import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, spyOn, userEvent, within } from 'storybook/test';
import { Button, SAVE_FILE_URL_LIFETIME_MS, saveFile } from '@/ui';

/** A button that saves a small text file, as the screens' Export and Download buttons do. */
function SaveFileDemo({ text, fileName }: { text: string; fileName: string }) {
  return (
    <Button onClick={() => saveFile(new Blob([text], { type: 'text/plain' }), fileName)}>
      Save {fileName}
    </Button>
  );
}

const meta = {
  title: 'UI/saveFile',
  component: SaveFileDemo,
  args: { text: 'Roll No,Name\r\nSANK001,Rahul Sharma', fileName: 'students.csv' },
} satisfies Meta<typeof SaveFileDemo>;
export default meta;
type Story = StoryObj<typeof meta>;

/**
 * The bytes go to the browser's download under the file name; the link leaves the page at once
 * and its object URL is released a minute later, never before the browser has read it.
 */
export const SavesUnderItsName: Story = {
  play: async ({ canvasElement, args }) => {
    const blobs: Blob[] = [];
    const createUrl = spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      blobs.push(blob as Blob);
      return 'blob:story-file';
    });
    const revokeUrl = spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const saved: { download: string; href: string; inPage: boolean }[] = [];
    const click = spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      saved.push({ download: this.download, href: this.href, inPage: this.isConnected });
    });
    const timers = spyOn(window, 'setTimeout');
    try {
      await userEvent.click(within(canvasElement).getByRole('button', { name: /Save/ }));
      await expect(saved).toEqual([
        { download: args.fileName, href: 'blob:story-file', inPage: true },
      ]);
      await expect(await blobs[0]!.text()).toBe(args.text);
      await expect(document.querySelector('a[download]')).toBeNull();
      await expect(revokeUrl).not.toHaveBeenCalled();
      await expect(timers).toHaveBeenCalledWith(expect.any(Function), SAVE_FILE_URL_LIFETIME_MS);
    } finally {
      timers.mockRestore();
      click.mockRestore();
      revokeUrl.mockRestore();
      createUrl.mockRestore();
    }
  },
};
