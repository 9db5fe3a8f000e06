/// <reference types="node" />
// The contract other parts rely on: the names src/domain/index.ts exports, and that the domain stays
// pure (imports only itself, touches no runtime or DOM) with small kebab-case files.
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { test } from 'uvu';
import * as assert from 'uvu/assert';
import * as domain from '../../src/domain/index';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../src/domain');

test('index exports the agreed names', () => {
  const functions = [
    'defineEnum', 'applicationActions', 'allowedTargets', 'canTransition', 'defaultAction', 'adminActionLabel',
    'validateIntlPhone', 'validatePlainPhone', 'isAustralianMobile', 'validateEmail', 'isValidUrl',
    'formatPhoneDisplay', 'formatFileSize', 'toMillis', 'relativeTimeShort', 'relativeTimeLong', 'quarterHourSteps',
    'httpStatusFor', 'clientReaction',
  ];
  const enumObjects = [
    'staffStatus', 'applicationStatus', 'jobAdStatus', 'shiftOrderStatus', 'accountTypes', 'accountStatus',
    'organisationKinds', 'employmentTypes', 'payBasis', 'payLoadings', 'benefits', 'australianStates', 'timeZoneOffsets',
    'citizenship', 'workRights', 'identityDocuments', 'verificationStates', 'checkValidity', 'driverLicence',
    'jobPreferenceGender', 'profileGender', 'taxDeclarationFlags', 'experienceBands', 'vaccination', 'medicationCompetency',
    'ndisScreening', 'policeCheckTypes', 'careSetting', 'shiftBlockPatterns', 'startTiming', 'interviewAttendance',
    'mandatoryTraining', 'staffActionRequests', 'adminActionLabels', 'applicationActionLabels',
  ];
  const values = [
    'orderListFilterDefault', 'orderListFilterFields', 'allEnums', 'applicationTransitions', 'ERR', 'SILENT_ERRS', 'errCodes',
    'DEFAULT_ERROR_MESSAGE', 'GUARD_ERROR_MESSAGE', 'CONSOLE_TITLE', 'THEME_COLOR', 'REQUEST_TIMEOUT_MS',
    'MESSAGE_DURATION_MS', 'MOBILE_BREAKPOINT_PX', 'SIDEBAR_WIDTH_PX', 'HEADER_SEARCH_THRESHOLD', 'LANGUAGES',
    'DEFAULT_LANGUAGE', 'UI_SIZES', 'DEFAULT_UI_SIZE', 'DEFAULT_SMS_TEMPLATE', 'TOKEN_STORAGE_KEY', 'RICH_TEXT_TOOLBAR',
    'PUBLIC_PATHS', 'PHONE_REQUIRED', 'PHONE_INVALID', 'PHONE_TEN_DIGITS', 'EMAIL_REQUIRED', 'EMAIL_INVALID',
  ];
  const exported = domain as Record<string, unknown>;
  for (const name of functions) assert.type(exported[name], 'function', name);
  for (const name of enumObjects) {
    const value = exported[name] as { name?: unknown; entries?: unknown };
    assert.is(value?.name, name, `${name} is an enum`);
    assert.ok(Array.isArray(value.entries), `${name} has entries`);
  }
  for (const name of values) assert.ok(exported[name] !== undefined, name);
});

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : [join(dir, entry.name)],
  );
}

const files = sourceFiles(root);

test('every file is a small kebab-case TypeScript module', () => {
  assert.ok(files.length > 10);
  for (const file of files) {
    const name = relative(root, file);
    assert.match(name, /^([a-z0-9]+(-[a-z0-9]+)*\/)*[a-z0-9]+(-[a-z0-9]+)*\.ts$/, `${name} is kebab-case .ts`);
    assert.ok(readFileSync(file, 'utf8').split('\n').length <= 300, `${name} is under 300 lines`);
  }
});

test('the domain imports only itself and touches no runtime, DOM or storage', () => {
  for (const file of files) {
    const name = relative(root, file);
    const text = readFileSync(file, 'utf8');
    for (const [, specifier] of text.matchAll(/(?:from|import)\s*\(?\s*'([^']+)'/g)) {
      assert.ok(specifier!.startsWith('.'), `${name} imports '${specifier}'`);
      assert.not.ok(/\.(ts|js)$/.test(specifier!), `${name}: extensionless import '${specifier}'`);
      const target = resolve(dirname(file), specifier!);
      assert.ok(target === root || target.startsWith(root + '/'), `${name} imports '${specifier}' outside src/domain`);
    }
    assert.not.match(text, /\b(window|document|localStorage|sessionStorage|process|require)\s*[.(]/, `${name} is pure`);
  }
});

test.run();
