// The team-chat integration of a project: connect a webhook (a secret, never shown again), its
// message options, a test message, and disconnecting.
import { useState } from "preact/hooks";
import { api, call, type Schemas } from "../../api/client";
import { Checkbox, Confirm, ErrorBanner, plural, Section, ShownOnce, Show, Spinner, Status, TextInput, useLoad, useSubmit, When } from "../../ui";
import { SaveRow, useSaved } from "./common";

type Config = Schemas["TeamChatConfig"];
type Delivery = Schemas["Delivery"];

export function TeamChat({ projectId }: { projectId: string }) {
  const [loaded] = useLoad(
    () => call(api.GET("/v1/projects/{id}/integration-configs", { params: { path: { id: projectId } } })),
    [projectId],
  );
  return (
    <Section
      title="Team chat"
      description="Post run reports to a chat channel through its incoming webhook. Messages are signed with the X-Testdeck-Signature header."
    >
      <Show loaded={loaded}>{(configs) => <TeamChatPanel projectId={projectId} initial={configs.teamChat} />}</Show>
    </Section>
  );
}

function TeamChatPanel({ projectId, initial }: { projectId: string; initial: Config }) {
  const [config, setConfig] = useState(initial);
  const [secret, setSecret] = useState<string | null>(null);
  const [disconnecting, setDisconnecting] = useState(false);
  return (
    <div class="stack">
      <dl class="facts">
        <dt>Status</dt>
        <dd>
          <Status value={config.connected ? "active" : "inactive"} label={config.connected ? "Connected" : "Not connected"} />
        </dd>
        {config.connected && (
          <>
            <dt>Webhook</dt>
            <dd class="mono break">{config.webhookUrl ?? "—"}</dd>
            <dt>Connected</dt>
            <dd>
              <When at={config.connectedAt} />
            </dd>
          </>
        )}
      </dl>
      {secret && (
        <ShownOnce
          label="Signing secret"
          value={secret}
          warning="Copy it now: it will not be shown again. The chat side can check each message's X-Testdeck-Signature with it."
          onDone={() => setSecret(null)}
        />
      )}
      <ConnectForm
        projectId={projectId}
        connected={config.connected}
        onConnected={(c) => {
          setConfig(c.teamChat);
          setSecret(c.signingSecret);
        }}
      />
      <OptionsForm projectId={projectId} config={config} onSaved={setConfig} />
      {config.connected && (
        <>
          <h3>Test and disconnect</h3>
          <TestMessage projectId={projectId} />
          <div>
            <button type="button" class="danger" onClick={() => setDisconnecting(true)}>
              Disconnect
            </button>
          </div>
        </>
      )}
      {disconnecting && (
        <Confirm
          title="Disconnect the team chat"
          action="Disconnect team chat"
          onClose={() => setDisconnecting(false)}
          onConfirm={async () => {
            const configs = await call(api.DELETE("/v1/projects/{id}/integrations/team_chat", { params: { path: { id: projectId } } }));
            setConfig(configs.teamChat);
            setSecret(null);
          }}
        >
          The webhook, its signing secret and the channel, mention and options are forgotten; runs are no longer
          reported. You can connect again later with a webhook URL.
        </Confirm>
      )}
    </div>
  );
}

function ConnectForm({
  projectId,
  connected,
  onConnected,
}: {
  projectId: string;
  connected: boolean;
  onConnected: (connection: Schemas["TeamChatConnection"]) => void;
}) {
  const [webhookUrl, setWebhookUrl] = useState("");
  const connect = useSubmit(
    () =>
      call(
        api.POST("/v1/projects/{id}/integrations/team_chat", {
          params: { path: { id: projectId } },
          body: { webhookUrl: webhookUrl.trim() },
        }),
      ),
    (connection) => {
      setWebhookUrl("");
      onConnected(connection);
    },
  );
  return (
    <form onSubmit={connect.run} class="stack">
      <h3>{connected ? "Replace the webhook" : "Connect"}</h3>
      <ErrorBanner error={connect.error} />
      <TextInput
        label="Webhook URL"
        type="url"
        required
        autoComplete="off"
        spellcheck={false}
        placeholder="https://chat.example.com/hooks/…"
        hint={
          connected
            ? "A webhook is connected; its URL is a secret and never shown in full. A new URL replaces it and its signing secret."
            : "The chat's incoming-webhook URL. It is a secret: stored encrypted and never shown in full again."
        }
        pointer="/webhookUrl"
        error={connect.error}
        value={webhookUrl}
        onValue={setWebhookUrl}
      />
      <div class="actions">
        <button class="primary" disabled={connect.busy}>
          {connected ? "Replace webhook" : "Connect"}
        </button>
      </div>
    </form>
  );
}

function OptionsForm({ projectId, config, onSaved }: { projectId: string; config: Config; onSaved: (c: Config) => void }) {
  const [channel, setChannel] = useState(config.channel ?? "");
  const [mention, setMention] = useState(config.mention ?? "");
  const [includePassed, setIncludePassed] = useState(config.includePassed);
  const status = useSaved();
  const save = useSubmit(
    () =>
      call(
        api.PATCH("/v1/projects/{id}/integration-configs", {
          params: { path: { id: projectId } },
          body: { teamChat: { channel, mention, includePassed } },
        }),
      ),
    (configs) => {
      setChannel(configs.teamChat.channel ?? "");
      setMention(configs.teamChat.mention ?? "");
      setIncludePassed(configs.teamChat.includePassed);
      status.done();
      onSaved(configs.teamChat);
    },
  );
  return (
    <form onSubmit={save.run} onInput={status.touch} class="stack">
      <h3>Messages</h3>
      <ErrorBanner error={save.error} />
      <div class="grid2">
        <TextInput
          label="Channel"
          hint="Optional; empty posts to the webhook's own channel."
          pointer="/teamChat/channel"
          error={save.error}
          value={channel}
          onValue={setChannel}
          placeholder="#qa"
        />
        <TextInput
          label="Mention"
          hint="Added to failure reports, e.g. @oncall."
          pointer="/teamChat/mention"
          error={save.error}
          value={mention}
          onValue={setMention}
        />
      </div>
      <Checkbox
        label="List passed cases too, not only failures"
        pointer="/teamChat/includePassed"
        error={save.error}
        checked={includePassed}
        onChange={setIncludePassed}
      />
      <SaveRow busy={save.busy} saved={status.saved} />
    </form>
  );
}

function TestMessage({ projectId }: { projectId: string }) {
  const [delivery, setDelivery] = useState<Delivery | null>(null);
  const test = useSubmit(
    () => call(api.POST("/v1/projects/{id}/integrations/team_chat/test", { params: { path: { id: projectId } } })),
    setDelivery,
  );
  const attempts = (d: Delivery) => plural(d.attempts, "attempt");
  return (
    <div class="stack">
      <div>
        <button
          type="button"
          onClick={() => {
            setDelivery(null);
            test.run();
          }}
          disabled={test.busy}
        >
          Send test message
        </button>
      </div>
      {test.busy && <Spinner label="Sending…" />}
      <ErrorBanner error={test.error} />
      {delivery &&
        (delivery.delivered ? (
          <p class="banner info" role="status">
            Delivered: the chat answered {delivery.status ?? "—"} after {attempts(delivery)}.
          </p>
        ) : (
          <div class="banner error" role="alert">
            <strong>Not delivered</strong> after {attempts(delivery)}
            {delivery.status !== undefined && <>; the chat answered {delivery.status}</>}.
            {delivery.error && <div>{delivery.error}</div>}
          </div>
        ))}
    </div>
  );
}
