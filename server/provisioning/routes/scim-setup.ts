import SCIMMY from 'scimmy';

/** How many resources one list answers at most (ServiceProviderConfig's filter.maxResults, and the default count). */
export const SCIM_MAX_RESULTS = 200;

let declared = false;

/**
 * scimmy's registry is one per process: the resource types this server offers (User with the enterprise extension,
 * Group) and what it supports, which its ServiceProviderConfig, Schemas and ResourceTypes answer. The handlers are
 * not scimmy's resource callbacks: the actions call scimmy's schemas, filters and PatchOp themselves, inside their
 * own transactions.
 */
export function declareScim(basepath: string): void {
  if (declared) return;
  SCIMMY.Config.set({
    patch: true,
    filter: { supported: true, maxResults: SCIM_MAX_RESULTS },
    bulk: false,
    sort: false,
    etag: false,
    changePassword: false,
    authenticationSchemes: [
      { type: 'oauthbearertoken', name: 'Bearer token', description: 'A token an admin creates under Account → SCIM provisioning.', primary: true },
    ],
  });
  SCIMMY.Resources.declare(SCIMMY.Resources.User.extend(SCIMMY.Schemas.EnterpriseUser, false)).basepath(basepath);
  SCIMMY.Resources.declare(SCIMMY.Resources.Group).basepath(basepath);
  declared = true;
}
