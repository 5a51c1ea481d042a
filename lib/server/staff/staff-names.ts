import { listStaff } from "./accounts.ts";
import type { StaffDirectory } from "./staff-auth.ts";

/** Every account's name by id (owners and authors of a lead's history, removed accounts aside). */
export async function staffNames(directory: StaffDirectory): Promise<Map<string, string>> {
  return new Map((await listStaff(directory)).map((member) => [member.id, member.name]));
}

/** Who may own a lead: the active members of the sales team and the administrators, by name. */
export async function salesMembers(directory: StaffDirectory): Promise<{ id: string; name: string }[]> {
  return (await listStaff(directory))
    .filter((member) => !member.disabled && (member.role === "commercial" || member.role === "administrateur"))
    .map((member) => ({ id: member.id, name: member.name }))
    .sort((a, b) => a.name.localeCompare(b.name, "fr"));
}
