import { IAM_ADMIN_PERMISSIONS as CODES, IAM_CLOSURE_PERMISSIONS as CLOSURE_CODES, IMPORT_MAP_PERMISSIONS as MAP_CODES } from '@portal/contract';

/**
 * Who may open which page and press which button (spec 6): the menu codes of the signed-in user
 * decide, as the server's menu tree gives them. The server refuses too; these only keep the
 * screen honest.
 */

/** The pages of the sub-app and the menu code that opens each (the codes the server checks). */
const PAGE_CODES = {
  tenant: CODES.tenantPage,
  tenantDetail: CODES.tenantDetail,
  user: CODES.userPage,
  role: CODES.roleList,
  passwordStrategy: CODES.passwordStrategyDetail,
  loginSecurity: CODES.loginSecurityDetail,
  subAccount: CODES.subAccountPage,
  importMap: MAP_CODES.current,
  closure: CLOSURE_CODES.closurePage,
} as const;

export type IamPage = keyof typeof PAGE_CODES;

/** The button permissions, as the server checks them on the calls behind the buttons. */
const BUTTON_CODES = {
  tenantAdd: CODES.addTenant,
  userAdd: CODES.addUser,
  userResetPassword: CODES.resetUserPassword,
  userDisable: CODES.setUserStatus,
  userRole: CODES.changeUserRole,
  roleAdd: CODES.addRole,
  roleEdit: CODES.editRole,
  strategySave: CODES.savePasswordStrategy,
  loginSecuritySave: CODES.saveLoginSecurity,
  subAccountAdd: CODES.addSubAccount,
  subAccountResetPassword: CODES.resetSubAccountPassword,
  subAccountDisable: CODES.setSubAccountStatus,
  importMapDeploy: MAP_CODES.rollback,
  subAccountRole: CODES.changeSubAccountRole,
  tenantEdit: CODES.editTenant,
  userEdit: CODES.editUser,
  closureApprove: CLOSURE_CODES.approveClosure,
  closureReject: CLOSURE_CODES.rejectClosure,
} as const;

/** Where each page lives under the prefix. */
const PAGE_PATHS: Record<IamPage, string> = {
  tenant: '/tenant/list',
  tenantDetail: '/tenant/detail',
  user: '/user/list',
  role: '/role/list',
  passwordStrategy: '/security/password',
  loginSecurity: '/security/login',
  subAccount: '/sub-account/list',
  importMap: '/importmap',
  closure: '/closure/list',
};

/** A page's path with the menu_code of its menu item, so the portal's navs highlight it. */
export function pageLink(page: IamPage, query: Record<string, string | number> = {}): string {
  const code = page === 'tenantDetail' ? PAGE_CODES.tenant : PAGE_CODES[page];
  const params = new URLSearchParams(Object.entries(query).map(([key, value]) => [key, String(value)]));
  params.set('menu_code', code);
  return `${PAGE_PATHS[page]}?${params.toString()}`;
}

export type IamButton = keyof typeof BUTTON_CODES;

/** What the permission checks read: the signed-in user and the shared permission atoms. */
export interface AccessContext {
  userType: string | null | undefined;
  /** 0 for a primary client account (spec 6); a sub-account holds its primary's id. */
  pid: number | null | undefined;
  signedIn: boolean;
  /** Every menu code the user holds; empty until the shell has loaded the menu tree. */
  menuCodes: readonly string[];
  /** Page code → its page/subpage permission codes. */
  buttonPermissions: Readonly<Record<string, readonly string[]>>;
}

type PageAccess = 'loading' | 'allowed' | 'denied';

/** Whether the user holds a code, as a menu code or as a page's button permission. */
function holds(code: string, context: AccessContext): boolean {
  if (context.menuCodes.includes(code)) return true;
  return Object.values(context.buttonPermissions).some((codes) => codes.includes(code));
}

const MANAGER_PAGES: readonly IamPage[] = ['tenant', 'tenantDetail', 'user', 'role', 'passwordStrategy', 'loginSecurity', 'importMap', 'closure'];

/**
 * Whether a page may show: manager pages for managers holding the page's code; the sub-account
 * list for primary client accounts holding its code (sub-accounts never: spec 6). While the menu
 * tree is still on its way (no codes yet) the answer is 'loading'.
 */
export function pageAccess(page: IamPage, context: AccessContext): PageAccess {
  if (!context.signedIn) return 'denied';
  const fitsUser = MANAGER_PAGES.includes(page) ? context.userType === 'MANAGER_USER' : context.userType === 'CLIENT_USER' && context.pid === 0;
  if (!fitsUser) return 'denied';
  if (context.menuCodes.length === 0) return 'loading';
  return holds(PAGE_CODES[page], context) ? 'allowed' : 'denied';
}

/** Whether a button shows. */
export function canUse(button: IamButton, context: AccessContext): boolean {
  return context.signedIn && holds(BUTTON_CODES[button], context);
}

/** Where `/common/iam` alone leads: the first page the user may open, or null. */
export function landingPage(context: AccessContext): IamPage | null {
  const order: IamPage[] =
    context.userType === 'CLIENT_USER' ? ['subAccount'] : ['tenant', 'user', 'role', 'closure', 'passwordStrategy', 'loginSecurity', 'importMap'];
  return order.find((page) => pageAccess(page, context) === 'allowed') ?? null;
}
