// Issue 21: rules the server checks and JSON Schema can express are in the document, so a request valid by
// the schema is not refused for them. For each rule: a request valid by the document is accepted (not a
// 400), and one that breaks the rule is refused by ajv against the document and by the server alike, on
// the same field with the spec's message.
import { suite } from 'uvu';
import * as assert from 'uvu/assert';
import { APP_VERSION_MESSAGE } from '../../src/domain/app-version-number';
import { JSON_BODY, sampleBody } from '../support/openapi-calls';
import { openApiChecker, type OpenApiChecker } from '../support/openapi-check';
import { recordIds, type RecordIds } from '../support/record-ids';
import { startTestServer, type TestServer } from '../support/server';
import { TEST_ADMIN_EMAIL, TEST_ADMIN_PASSWORD } from '../support/constants';

interface Ctx { server: TestServer; token: string; checker: OpenApiChecker; ids: RecordIds }
const test = suite<Ctx>('openapi rules');
test.before(async (ctx) => {
  ctx.server = await startTestServer();
  ctx.token = await ctx.server.signIn();
  ctx.checker = openApiChecker(await (await fetch(`${ctx.server.url}/api/openapi.json`)).json());
  ctx.ids = await recordIds(ctx.server.database);
});
test.after(async (ctx) => ctx.server.close());

type Body = Record<string, unknown>;
/** `valid` and `invalid` change a body sampled from the schema (undefined removes a field); `exact` replaces it. */
interface Rule { rule: string; api: string; valid: Body; invalid: Body; field: string; message: string; exact?: boolean }

const PHONE_INVALID = 'Phone number is invalid.';
const rules = (ids: RecordIds): Rule[] => [
  { rule: 'phone +61', api: 'send_sms_by_phone_number', valid: { phone: '+61 0412345678' }, invalid: { phone: '+61 04123456' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'phone +64', api: 'send_sms_by_phone_number', valid: { phone: '+64 0212345678' }, invalid: { phone: '+64 312345678' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'phone +44', api: 'send_sms_by_phone_number', valid: { phone: '+44 7123456789' }, invalid: { phone: '+44 0612345678' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'phone +353', api: 'send_sms_by_phone_number', valid: { phone: '+353 0851234567' }, invalid: { phone: '+353 0821234567' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'phone, other prefix', api: 'send_sms_by_phone_number', valid: { phone: '+61 412345678' }, invalid: { phone: '+1 4155550100' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'plain phone', api: 'save_provider_info', valid: { phone_number: '+0298765432' }, invalid: { phone_number: '029876543' }, field: 'phone_number', message: 'Phone number should have 10 digits.' },
  { rule: 'contact phone', api: 'add_job_referee_contact', valid: { phone: '+64 211234567' }, invalid: { phone: '+64 21 1234567' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'typed phone', api: 'edit_internal_staff', valid: { phone: '(02) 9876-5432' }, invalid: { phone: '02 9876 543x' }, field: 'phone', message: PHONE_INVALID },
  { rule: 'typed phone, optional', api: 'edit_outer_candidate', valid: { phone: '' }, invalid: { phone: '0412 345 67' }, field: 'phone', message: 'Phone number should have 10 digits.' },
  { rule: 'version', api: 'appversion_add', valid: { version_name: '7.3.1-beta.2' }, invalid: { version_name: '7.3' }, field: 'version_name', message: APP_VERSION_MESSAGE },
  { rule: 'link path', api: 'add_link_route', valid: { path: '/Go/Rules-Probe' }, invalid: { path: 'go/rules-probe' }, field: 'path', message: 'Path must start with /, like /go/winter-campaign.' },
  { rule: 'link path, reserved', api: 'add_link_route', valid: { path: '/apiary' }, invalid: { path: '/api/x' }, field: 'path', message: 'Path must not start with /api: the console or the server answers that path itself.' },
  { rule: 'admin password', api: 'add_admin_user', valid: { password: 'Rosters2026Winter' }, invalid: { password: 'RostersWinterOnly' }, field: 'password', message: 'Password must contain a letter and a digit.' },
  { rule: 'operator password', api: 'add_operator_v2', valid: { password: 'Shift2026x' }, invalid: { password: '2026202620' }, field: 'password', message: 'Password must contain a letter and a digit.' },
  { rule: 'email', api: 'check_internal_staff_email', valid: { email: 'probe.rules@example.com' }, invalid: { email: 'probe.rules@example' }, field: 'email', message: 'Email address is invalid.' },
  { rule: 'sign-in email', api: 'login', valid: { username: TEST_ADMIN_EMAIL, password: TEST_ADMIN_PASSWORD }, invalid: { username: 'admin@example', password: TEST_ADMIN_PASSWORD }, field: 'username', message: 'Email address is invalid.', exact: true },
  { rule: 'URL', api: 'to_shortlink', valid: { url: 'FTP://files.example.com/rota.pdf' }, invalid: { url: 'mailto:probe@example.com' }, field: 'url', message: 'URL must be an http, https or ftp address, like https://example.com/page.' },
  { rule: 'web URL', api: 'create_new_generation', valid: { target_url: 'https://example.com/join' }, invalid: { target_url: 'ftp://example.com/join' }, field: 'target_url', message: 'Target URL must be an http or https address.' },
  { rule: 'staff or application (anyOf)', api: 'staff_attachment_list', valid: { staff_id: ids('staff_id')[0] }, invalid: {}, field: 'staff_id', message: 'Staff id or application id is required.', exact: true },
  { rule: 'application or staff (anyOf)', api: 'job_referee_contact_list', valid: { staff_id: ids('staff_id')[0] }, invalid: {}, field: 'application_id', message: 'Application id or staff id is required.', exact: true },
  { rule: 'macro or text, not both (oneOf)', api: 'dry_run_macro', valid: { text: '@name Rules probe\napplication.list status=1' }, invalid: { macro_id: ids('macro_id')[0] ?? 1, text: '@name Rules probe\napplication.list status=1' }, field: 'macro_id', message: 'Give either macro_id or text.', exact: true },
  { rule: 'notices or all (anyOf)', api: 'set_station_notice_read', valid: { all: true }, invalid: { all: false }, field: 'notice_ids', message: 'Choose the notices to mark, or all of them.', exact: true },
  { rule: 'an order or its details (anyOf)', api: 'calculate_estimated_cost', valid: { order_id: ids('order_id')[0] }, invalid: { facility_id: ids('facility_id')[0] }, field: 'position', message: 'Position is required without an order id.', exact: true },
  { rule: 'a person or a group, not both (oneOf)', api: 'send_aanotification_email_preview', valid: { group: undefined }, invalid: { group: {} }, field: 'group', message: 'Send to a staff member or a group, not both.' },
  { rule: 'annual pay rate (if/then)', api: 'send_application_offer_preview', valid: { pay_basis: 1, pay_rate: 65_000 }, invalid: { pay_basis: 1, pay_rate: 32 }, field: 'pay_rate', message: 'An annual pay rate is at least 1,000; is it hourly?' },
  { rule: 'hourly pay rate (if/then)', api: 'send_application_offer_preview', valid: { pay_basis: 2, pay_rate: 32 }, invalid: { pay_basis: 2, pay_rate: 65_000 }, field: 'pay_rate', message: 'An hourly pay rate is at most 500; is it annual?' },
];

function bodyFor(ctx: Ctx, rule: Rule, changes: Body): Body {
  const base = rule.exact ? {} : sampleBody(ctx.checker, ctx.ids, rule.api, JSON_BODY);
  assert.ok(base, `${rule.rule}: a body for ${rule.api} valid by its schema`);
  const body: Body = { ...base };
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) delete body[key];
    else body[key] = value;
  }
  return body;
}

test('each rule: valid by the document and accepted; invalid by the document and refused by the server on that field', async (ctx) => {
  const list = rules(ctx.ids);
  for (const rule of list) {
    const valid = bodyFor(ctx, rule, rule.valid);
    assert.is(ctx.checker.requestErrors(rule.api, JSON_BODY, valid), null, `${rule.rule}: valid by the schema`);
    const accepted = await ctx.server.call(rule.api, valid, { token: rule.api === 'login' ? null : ctx.token });
    assert.is.not(accepted.status, 400, `${rule.rule}: the server accepts ${JSON.stringify(valid)}: ${accepted.msg}`);
    assert.is(ctx.checker.checkAnswer(rule.api, accepted.status, accepted).errors, null);

    const invalid = bodyFor(ctx, rule, rule.invalid);
    assert.ok(ctx.checker.requestErrors(rule.api, JSON_BODY, invalid), `${rule.rule}: ajv refuses ${JSON.stringify(invalid)}`);
    const refused = await ctx.server.call(rule.api, invalid, { token: rule.api === 'login' ? null : ctx.token });
    assert.is(refused.status, 400, `${rule.rule}: the server refuses it`);
    assert.ok(refused.data.fields.some((f: { path: string; message: string }) => f.path === rule.field && f.message === rule.message), `${rule.rule}: ${JSON.stringify(refused.data.fields)}`);
    assert.is(ctx.checker.checkAnswer(rule.api, refused.status, refused).errors, null);
  }
  console.log(`rules checked both ways: ${list.length}`);
});

test.run();
