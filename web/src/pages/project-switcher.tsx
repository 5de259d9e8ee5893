// The project picker in the top bar: every page of a project is one choice away from another's.
import { navigate } from "../router";
import { useLoad } from "../ui";
import { loadProjects } from "./projects";

/** `path` reloads the list on each navigation, so a project created or renamed shows at once. */
export function ProjectSwitcher({ current, path }: { current: string | undefined; path: string }) {
  const [projects] = useLoad(loadProjects, [path]);
  if (projects.state !== "ready" || projects.data.items.length === 0) return null;
  return (
    <label class="switcher">
      <span class="visually-hidden">Project</span>
      <select
        value={current ?? ""}
        onChange={(e) => {
          const id = e.currentTarget.value;
          navigate(id ? `/projects/${id}` : "/projects");
        }}
      >
        <option value="">All projects</option>
        {projects.data.items.map((p) => (
          <option key={p.id} value={p.id}>
            {p.name}
          </option>
        ))}
      </select>
    </label>
  );
}
