// The channels a server has set up, from its settings: each one optional.
import type { MessageChannel } from '../../src/data/server';
import type { Channel } from './channel';
import { createEmailChannel } from './email';
import type { EmailConfig } from './email';
import { createSmsChannel } from './sms';
import type { SmsConfig } from './sms';
import { createWhatsAppChannel } from './whatsapp';
import type { WhatsAppConfig } from './whatsapp';

export type ChannelsConfig = {
  email?: EmailConfig | undefined;
  sms?: SmsConfig | undefined;
  whatsapp?: WhatsAppConfig | undefined;
};

export function createChannels(config: ChannelsConfig): Partial<Record<MessageChannel, Channel>> {
  return {
    ...(config.email ? { email: createEmailChannel(config.email) } : {}),
    ...(config.sms ? { sms: createSmsChannel(config.sms) } : {}),
    ...(config.whatsapp ? { whatsapp: createWhatsAppChannel(config.whatsapp) } : {}),
  };
}
