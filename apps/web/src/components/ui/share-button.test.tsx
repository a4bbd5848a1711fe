import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ShareButton, type ShareButtonProps } from './share-button';
import { ToastProvider } from './toast';

const url = 'https://skilllink.example/in/ama-mensah';
const props: ShareButtonProps = {
  url,
  title: 'Ama Mensah on SkillLink',
  text: 'See my profile on SkillLink:',
  label: 'Share your profile',
};

function renderShare(over: Partial<ShareButtonProps> = {}) {
  const user = userEvent.setup();
  render(
    <ToastProvider>
      <ShareButton {...props} {...over} />
    </ToastProvider>,
  );
  return { user };
}

afterEach(() => {
  Reflect.deleteProperty(navigator, 'share');
});

describe('ShareButton', () => {
  it("opens the device's share sheet with the title, text and link where there is one", async () => {
    const share = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderShare();
    const button = screen.getByRole('button', { name: 'Share your profile' });
    expect(button).toHaveTextContent('Share');
    await user.click(button);
    expect(share).toHaveBeenCalledWith({ title: 'Ama Mensah on SkillLink', text: 'See my profile on SkillLink:', url });
    expect(screen.queryByRole('menuitem')).not.toBeInTheDocument();
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();
  });

  it('copies the link when the share sheet fails, but says nothing when the member closes it', async () => {
    const share = vi.fn(async () => {
      throw new DOMException('closed', 'AbortError');
    });
    Object.defineProperty(navigator, 'share', { value: share, configurable: true });
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share your profile' }));
    expect(share).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Link copied to clipboard!')).not.toBeInTheDocument();

    share.mockImplementation(async () => {
      throw new DOMException('not allowed', 'NotAllowedError');
    });
    await user.click(screen.getByRole('button', { name: 'Share your profile' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('offers WhatsApp, E-mail, SMS and Copy link without a share sheet; Copy link copies and says so', async () => {
    expect('share' in navigator).toBe(false);
    const { user } = renderShare({ buttonText: 'Share profile', copiedMessage: 'Profile link copied!' });
    const button = screen.getByRole('button', { name: 'Share your profile' });
    expect(button).toHaveTextContent('Share profile');
    await user.click(button);

    const items = await screen.findAllByRole('menuitem');
    expect(items.map((item) => item.textContent)).toEqual(['WhatsApp', 'E-mail', 'SMS', 'Copy link']);
    const message = encodeURIComponent(`See my profile on SkillLink: ${url}`);
    const whatsApp = screen.getByRole('menuitem', { name: 'WhatsApp' });
    expect(whatsApp).toHaveAttribute('href', `https://wa.me/?text=${message}`);
    expect(whatsApp).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('menuitem', { name: 'E-mail' })).toHaveAttribute(
      'href',
      `mailto:?subject=${encodeURIComponent('Ama Mensah on SkillLink')}&body=${message}`,
    );
    expect(screen.getByRole('menuitem', { name: 'SMS' })).toHaveAttribute('href', `sms:?&body=${message}`);

    await user.click(screen.getByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Profile link copied!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });

  it('says "Link copied to clipboard!" by default', async () => {
    const { user } = renderShare();
    await user.click(screen.getByRole('button', { name: 'Share your profile' }));
    await user.click(await screen.findByRole('menuitem', { name: 'Copy link' }));
    expect(await screen.findByText('Link copied to clipboard!')).toBeInTheDocument();
    expect(await navigator.clipboard.readText()).toBe(url);
  });
});
