import { Box, Flex, Stack, Text } from '@chakra-ui/react';
import { colon, type CodeChannel, type SubAccountNames } from '@portal/utils/internal';
import { Button } from '../form/button';
import { CodeField, FormNotice } from './access-fields';
import type { AccessText } from './access.messages';
import type { LoginNotice } from './login-form-state';

/** Sections of the sign-in form (`LoginForm`) that read alone: the code field's kept space, the channel choice, the notices. */

/** Shown only when index.html says the login security mode asks for a code ('one' or 'two' channels). */
const CODE_SLOT = { display: 'none', '[data-login-code="one"] &, [data-login-code="two"] &': { display: 'block' } } as const;
/** The channel choice of a mode with two channels. */
const CHANNEL_SLOT = { display: 'none', '[data-login-code="two"] &': { display: 'flex' } } as const;

/**
 * The mode is not known yet (the page may be prerendered, docs/decisions/017): the space of its
 * code fields is kept from the first paint, as index.html's <html data-login-code> says (the
 * server writes it per response), so they appear without moving what is below. Inert, a picture.
 */
export function CodeSlot({ text, name }: { text: AccessText; name: string }) {
  return (
    <Box data-code-slot aria-hidden="true" inert css={CODE_SLOT}>
      <Stack gap="4">
        <Flex gap="2" align="center" wrap="wrap" css={CHANNEL_SLOT}>
          <Text fontSize="sm" color="gray.600">
            {text.channel}
          </Text>
          <Button type="button" size="xs" colorPalette="brand" variant="solid" tabIndex={-1}>
            {text.channelSms}
          </Button>
          <Button type="button" size="xs" colorPalette="brand" variant="outline" tabIndex={-1}>
            {text.channelEmail}
          </Button>
        </Flex>
        <CodeField name={name} label={text.code} value="" onChange={() => undefined} seconds={0} sending={false} onRequestCode={() => undefined} required />
      </Stack>
    </Box>
  );
}

/** The code channel of a mode with two channels (SMS or e-mail), as radio buttons. */
export function ChannelChoice({
  text,
  channels,
  channel,
  onChange,
}: {
  text: AccessText;
  channels: CodeChannel[];
  channel: CodeChannel;
  onChange(c: CodeChannel): void;
}) {
  return (
    <Flex role="radiogroup" aria-label={text.channel} gap="2" align="center" wrap="wrap">
      <Text fontSize="sm" color="gray.600">
        {text.channel}
      </Text>
      {channels.map((c) => (
        <Button
          key={c}
          type="button"
          size="xs"
          role="radio"
          aria-checked={channel === c}
          colorPalette="brand"
          variant={channel === c ? 'solid' : 'outline'}
          onClick={() => onChange(c)}
        >
          {c === 'SMS' ? text.channelSms : text.channelEmail}
        </Button>
      ))}
    </Flex>
  );
}

/** Opened because the session ended under the user (`?reason=`): why, and that the sign-in returns them. */
export function SessionEndNotice({ text, ended, returns }: { text: AccessText; ended: 'revoked' | 'expired'; returns: boolean }) {
  return (
    <FormNotice tone="info">
      {ended === 'revoked' ? text.sessionRevoked : text.sessionExpired}
      {returns ? ` ${text.sessionReturn}` : ''}
    </FormNotice>
  );
}

/** The login security mode could not be loaded: why, and a retry. */
export function ModeFailedNotice({ text, reason, onRetry }: { text: AccessText; reason: string; onRetry(): void }) {
  return (
    <FormNotice tone="error">
      {reason ? colon(text.modeFailed, reason) : text.modeFailed}{' '}
      <Button type="button" size="xs" variant="outline" onClick={onRetry}>
        {text.retry}
      </Button>
    </FormNotice>
  );
}

/** The last request's notice; a refused primary sign-in under a sub-account's name hints at the sub-account tab. */
export function RequestNotice({ text, notice, onUseSubAccount }: { text: AccessText; notice: LoginNotice; onUseSubAccount?(names: SubAccountNames): void }) {
  const names = notice.subAccount;
  return (
    <FormNotice tone={notice.tone}>
      {notice.text}
      {names && onUseSubAccount ? (
        <Text as="span" display="block" mt="1" data-sub-account-hint>
          {text.subAccountTabHint}{' '}
          <Button type="button" size="xs" variant="outline" colorPalette="brand" onClick={() => onUseSubAccount(names)}>
            {text.useSubAccountTab}
          </Button>
        </Text>
      ) : null}
    </FormNotice>
  );
}
