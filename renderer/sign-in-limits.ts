// The sign-in screen's lines on the service's sign-in limits, as counted on this computer: a
// copy of signInLimitLines in main/core/session/session-messages.ts (nothing from main/ runs
// in the window), held to it by test/renderer/sign-in-limits.test.ts.

const FEW_SIGN_INS_LEFT = 5;
const BLOCK_MINUTES = 15;

/**
 * One sentence a line: the day's sign-ins only when few are left, the wrong tries before
 * the block only while the block could come before the day's end. None left of either: the
 * refusal above says so.
 */
export function signInLimitLines(today: number | null, wrongLeft: number | null): string[] {
  if (today === null || today === 0) return [];
  const lines: string[] = [];
  if (today <= FEW_SIGN_INS_LEFT) lines.push(`Only ${today} sign-in${today === 1 ? '' : 's'} left today.`);
  if (wrongLeft !== null && wrongLeft > 0 && wrongLeft < today) {
    lines.push(
      wrongLeft === 1
        ? `One more wrong try and the service blocks this email for ${BLOCK_MINUTES} minutes.`
        : `After ${wrongLeft} more wrong tries in a row, the service blocks this email for ${BLOCK_MINUTES} minutes.`,
    );
  }
  return lines;
}
