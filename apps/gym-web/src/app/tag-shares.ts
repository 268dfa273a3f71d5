/**
 * What every breakdown by tag says of a flow with several tags: the server splits its amount
 * equally among them (decision 0024), so the tags add up to what came in or went out.
 */
export const TAG_SHARES_NOTE = 'An amount with several tags is split equally among them.';
