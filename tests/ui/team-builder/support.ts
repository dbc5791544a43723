import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderApp } from '../render-app';

/** Renders the app on the team builder and waits for its screen; returns a user to drive it and the render. */
export async function openTeamBuilder(path = '/teammaker') {
  const user = userEvent.setup();
  const utils = renderApp(path);
  // Generous wait: the screen is a lazy chunk, slow to load the first time on a busy machine.
  await screen.findByTestId('screen-team-builder', {}, { timeout: 5000 });
  return { user, ...utils };
}

// Queries scoped to their panel: role queries over the whole screen are slow with 64 characters on it.

/** A button of the character picker, e.g. 'Add Freya'. */
export function addButton(name: string) {
  return within(screen.getByTestId('picker')).getByRole('button', { name });
}

/** A button of the team, e.g. 'Remove Freya'. */
export function removeButton(name: string) {
  return within(screen.getByTestId('team')).getByRole('button', { name });
}

/** The team's members, by the names their images carry. */
export function teamNames(): string[] {
  const list = within(screen.getByTestId('team')).queryByRole('list', { name: 'Team members' });
  return list
    ? within(list)
        .getAllByRole('img')
        .map((img) => img.getAttribute('alt') ?? '')
    : [];
}

/** A group of toggle buttons, by its name ('Type de contenu', 'Mob', …). */
export function group(name: string) {
  return screen.getByRole('group', { name });
}

/** The toggle button `name` of the group `groupName`, pressed or not. */
export function pressed(name: string, groupName: string) {
  return within(group(groupName)).getByRole('button', { name });
}

/** The texts of the buttons pressed in the group `groupName`. */
export function pressedIn(groupName: string): string[] {
  return within(group(groupName))
    .getAllByRole('button', { pressed: true })
    .map((b) => b.textContent ?? '');
}
