// Fields that name the same enumeration in every noun of the catalogue, so a list or a record shows their
// codes as labels even where the schema says only `string` (a row schema, its filters or an override
// that names another enum or format wins).
import { experienceBands } from '../../../domain/enums/candidate';
import type { Enum, EnumCodeValue } from '../../../domain/enums/define-enum';
import { profileGender } from '../../../domain/enums/identity';
import { australianStates } from '../../../domain/enums/location';

export const fieldEnums: Readonly<Record<string, Enum<EnumCodeValue>>> = {
  experience: experienceBands,
  gender: profileGender,
  state: australianStates,
};
