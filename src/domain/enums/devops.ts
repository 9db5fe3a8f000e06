// DevOps vocabulary: the platforms the workers' app is released on (app versions, /dev-ops/version).
import { defineEnum } from './define-enum';

export const appPlatforms = defineEnum('appPlatforms', [
  ['ios', 'iOS'],
  ['android', 'Android'],
  ['web', 'Web'],
]);
