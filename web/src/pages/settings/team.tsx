// The organization's teams: creating one, inviting people, adding and removing members.
import { useContext, useState } from "preact/hooks";
import { api, call, type ApiError, type Schemas } from "../../api/client";
import { MeContext, useMe } from "../../session";
import { offsetOf, useLocation } from "../../router";
import {
  Checkbox,
  Confirm,
  CopyButton,
  Dialog,
  Empty,
  ErrorBanner,
  formatDateTime,
  Pager,
  Section,
  Select,
  ShownOnce,
  Show,
  TextInput,
  UnplacedErrors,
  useLoad,
  useSubmit,
  When,
} from "../../ui";

type Team = Schemas["Team"];
const LIMIT = 50;

export function TeamPage() {
  const me = useMe();
  const reloadMe = useContext(MeContext)?.reload;
  const offset = offsetOf(useLocation().searchParams);
  const [teams, reload] = useLoad(() => call(api.GET("/v1/teams", { params: { query: { limit: LIMIT, offset } } })), [offset]);
  const [creating, setCreating] = useState(false);
  const manager = me.account.role === "owner" || me.account.role === "admin";
  const mine = new Set(me.teams.map((t) => t.id));
  return (
    <main id="main">
      <div class="page-head">
        <h1>Team</h1>
        {manager && (
          <button type="button" class="primary" onClick={() => setCreating(true)}>
            New team
          </button>
        )}
      </div>
      <dl class="facts">
        <dt>Organization</dt>
        <dd>{me.organization.name}</dd>
        <dt>You</dt>
        <dd>
          {me.account.name} ({me.account.email}), <span class="role">{me.account.role}</span>
        </dd>
        <dt>Your account ID</dt>
        <dd class="copy-row">
          <code>{me.account.id}</code> <CopyButton text={me.account.id} label="Copy account ID" />
        </dd>
      </dl>
      {!manager && (
        <p class="banner info">Only the organization's owners and admins can create teams, invite people and change members.</p>
      )}
      <Section title="Teams" description="Each project belongs to a team; a team's members see its projects.">
        <Show loaded={teams}>
          {(page) =>
            page.items.length === 0 && page.offset === 0 ? (
              <Empty>No team yet.</Empty>
            ) : (
              <>
                <div class="table-wrap">
                  <table>
                    <thead>
                      <tr>
                        <th scope="col">Name</th>
                        <th scope="col">Slug</th>
                        <th scope="col">Created</th>
                        <th scope="col">You</th>
                      </tr>
                    </thead>
                    <tbody>
                      {page.items.map((t) => (
                        <tr key={t.id}>
                          <td>
                            <strong>{t.name}</strong>
                          </td>
                          <td class="mono">{t.slug}</td>
                          <td>
                            <When at={t.createdAt} />
                          </td>
                          <td>{mine.has(t.id) ? "Member" : <span class="muted">Not a member</span>}</td>
                        </tr>
                      ))}
                    </tbody>
                  </table>
                </div>
                <Pager offset={page.offset} limit={page.limit} total={page.total} />
                {manager && (
                  <>
                    <Invite teams={page.items} />
                    <Members teams={page.items} onChanged={() => reloadMe?.()} />
                  </>
                )}
              </>
            )
          }
        </Show>
      </Section>
      {creating && (
        <NewTeam
          onClose={() => setCreating(false)}
          onCreated={() => {
            setCreating(false);
            reload();
            reloadMe?.();
          }}
        />
      )}
    </main>
  );
}

function NewTeam({ onClose, onCreated }: { onClose: () => void; onCreated: () => void }) {
  const [name, setName] = useState("");
  const [slug, setSlug] = useState("");
  const create = useSubmit(() => call(api.POST("/v1/teams", { body: { name, ...(slug.trim() ? { slug: slug.trim() } : {}) } })), onCreated);
  return (
    <Dialog title="New team" onClose={onClose}>
      <form onSubmit={create.run} class="stack">
        <ErrorBanner error={create.error} />
        <TextInput label="Team name" required pointer="/name" error={create.error} value={name} onValue={setName} />
        <TextInput
          label="Slug"
          pointer="/slug"
          error={create.error}
          value={slug}
          onValue={setSlug}
          spellcheck={false}
          hint="Optional: lowercase letters, digits and dashes, unique in the organization. Made from the name when empty."
        />
        <p class="hint">You join the team you create.</p>
        <div class="actions">
          <button type="button" onClick={onClose}>
            Cancel
          </button>
          <button class="primary" disabled={create.busy}>
            Create team
          </button>
        </div>
      </form>
    </Dialog>
  );
}

/** The API's messages about `/teamIds` or one of its items, named by team. */
function TeamErrors({ error, teams, chosen }: { error: ApiError | null; teams: Team[]; chosen: string[] }) {
  const nameOf = (field: string) => {
    const id = chosen[Number(field.split("/")[2])];
    return teams.find((t) => t.id === id)?.name ?? id ?? field;
  };
  return (
    <UnplacedErrors
      error={error}
      which={(field) => field === "/teamIds" || field.startsWith("/teamIds/")}
      name={(field) => (field === "/teamIds" ? "Teams" : nameOf(field))}
    />
  );
}

function Invite({ teams }: { teams: Team[] }) {
  const [email, setEmail] = useState("");
  const [role, setRole] = useState<"member" | "admin">("member");
  const [teamIds, setTeamIds] = useState<string[]>(teams.length === 1 ? [teams[0].id] : []);
  const [invitation, setInvitation] = useState<Schemas["Invitation"] | null>(null);
  const invite = useSubmit(
    () => call(api.POST("/v1/invitations", { body: { email: email.trim(), role, teamIds } })),
    (answer) => {
      setInvitation(answer);
      setEmail("");
    },
  );
  const toggle = (id: string, on: boolean) => setTeamIds(on ? [...teamIds, id] : teamIds.filter((t) => t !== id));
  return (
    <div class="stack subsection">
      <h3>Invite someone</h3>
      {invitation && (
        <ShownOnce
          label="Invitation link"
          value={`${location.origin}/register?invitation=${encodeURIComponent(invitation.token)}`}
          warning={`Send this link to ${invitation.email}: it creates their account, as ${invitation.role}, in the chosen teams. It works once, until ${formatDateTime(invitation.expiresAt)}, and will not be shown again.`}
          onDone={() => setInvitation(null)}
        />
      )}
      <form onSubmit={invite.run} class="stack">
        <ErrorBanner error={invite.error} />
        <div class="grid2">
          <TextInput label="Email" type="email" required autoComplete="off" pointer="/email" error={invite.error} value={email} onValue={setEmail} />
          <Select
            label="Role"
            pointer="/role"
            error={invite.error}
            value={role}
            onValue={(v) => setRole(v as "member" | "admin")}
            options={[
              { value: "member", label: "Member" },
              { value: "admin", label: "Admin (manages teams and invitations)" },
            ]}
          />
        </div>
        <fieldset class="stack">
          <legend>Teams</legend>
          {teams.map((t) => (
            <Checkbox key={t.id} label={t.name} checked={teamIds.includes(t.id)} onChange={(on) => toggle(t.id, on)} />
          ))}
          <TeamErrors error={invite.error} teams={teams} chosen={teamIds} />
        </fieldset>
        <div class="actions">
          <button class="primary" disabled={invite.busy || teamIds.length === 0}>
            Create invitation
          </button>
        </div>
      </form>
    </div>
  );
}

function Members({ teams, onChanged }: { teams: Team[]; onChanged: () => void }) {
  const [teamId, setTeamId] = useState(teams[0]?.id ?? "");
  const [accountId, setAccountId] = useState("");
  const [done, setDone] = useState<string | null>(null);
  const [removing, setRemoving] = useState(false);
  const teamName = teams.find((t) => t.id === teamId)?.name ?? teamId;
  const add = useSubmit(
    () => call(api.POST("/v1/teams/{id}/members", { params: { path: { id: teamId } }, body: { accountId: accountId.trim() } })),
    (m) => {
      setDone(`Account ${m.accountId} is a member of ${teamName}.`);
      onChanged();
    },
  );
  return (
    <div class="stack subsection">
      <h3>Add or remove a member</h3>
      <p class="hint">Name the person by their account ID: they find it on this page, under “Your account ID”.</p>
      <form onSubmit={add.run} onInput={() => setDone(null)} class="stack">
        <ErrorBanner error={add.error} />
        <div class="grid2">
          <Select label="Team" value={teamId} onValue={setTeamId} options={teams.map((t) => ({ value: t.id, label: t.name }))} />
          <TextInput
            label="Account ID"
            required
            spellcheck={false}
            autoComplete="off"
            pointer="/accountId"
            error={add.error}
            value={accountId}
            onValue={setAccountId}
          />
        </div>
        {done && (
          <p class="banner info" role="status">
            {done}
          </p>
        )}
        <div class="actions">
          <button
            type="button"
            class="danger"
            disabled={!accountId.trim()}
            onClick={() => {
              setDone(null);
              setRemoving(true);
            }}
          >
            Remove member
          </button>
          <button class="primary" disabled={add.busy}>
            Add member
          </button>
        </div>
      </form>
      {removing && (
        <Confirm
          title="Remove a member"
          action="Remove member"
          onClose={() => setRemoving(false)}
          onConfirm={async () => {
            const m = await call(
              api.DELETE("/v1/teams/{id}/members/{accountId}", { params: { path: { id: teamId, accountId: accountId.trim() } } }),
            );
            setDone(`Account ${m.accountId} is no longer a member of ${teamName}.`);
            onChanged();
          }}
        >
          Remove account <code>{accountId.trim()}</code> from <strong>{teamName}</strong>? They lose access to the
          team's projects.
        </Confirm>
      )}
    </div>
  );
}
