import { builtOnce, z } from '../../storage/schema';
import { parseJson } from '../../storage/local-store';
import { parseTeamData, serialiseTeamData, type TeamData } from '../../storage/team-store';

export const TEAM_FILE_NAME = 'teams.json';
const TEAM_FILE_FORMAT = 'etheria-restart-teams';
/** Far above any real export (a few hundred bytes); refuses huge files before parsing them. */
const MAX_FILE_CHARS = 100_000;

/** A teams file's wrapper (built on first use: see `builtOnce`). */
const fileSchema = builtOnce(() =>
  z.object({
    format: z.literal(TEAM_FILE_FORMAT),
    version: z.literal(1),
    teams: z.unknown(),
  }),
);

/** The export: the teams wrapped with a format marker so a foreign JSON file is recognised as such. */
export function teamsToFileText(data: TeamData): string {
  const teams = JSON.parse(serialiseTeamData(data)) as unknown;
  return `${JSON.stringify({ format: TEAM_FILE_FORMAT, version: 1, teams }, null, 2)}\n`;
}

/** The teams in an exported file, or undefined when the text is not one. */
export function parseTeamsFile(text: string): TeamData | undefined {
  if (text.length > MAX_FILE_CHARS) return undefined;
  const file = fileSchema().safeParse(parseJson(text));
  if (!file.success) return undefined;
  return parseTeamData(file.data.teams);
}
