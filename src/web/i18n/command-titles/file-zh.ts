// commands/file.ts 命令的中文标题。
import type { fileCommands } from '../../../../commands/file';
import type { TitlesFor } from './titles-for';

export const fileTitlesZh: TitlesFor<typeof fileCommands> = {
  'file.list': '文件列表',
  'file.add': '添加文件',
};
