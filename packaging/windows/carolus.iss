; The Windows installer of the standalone app, for Inno Setup 6.3 or later (packaging/README.md).
; .github/workflows/release.yml builds it after `python tools/bundle.py --out dist/app` and
; `python tools/app_icons.py dist/icons`, from the repository's root:
;     iscc /DAppVersion=X.Y.Z packaging\windows\carolus.iss
; Relative paths are the script's folder's (Inno Setup's SourceDir); tests/test_release_workflow.py checks that
; they name what those commands make.

#ifndef AppVersion
  #error Give the version: iscc /DAppVersion=X.Y.Z packaging\windows\carolus.iss
#endif
#ifndef AppDir
  #define AppDir "..\..\dist\app\carolus"
#endif
#ifndef IconFile
  #define IconFile "..\..\dist\icons\carolus.ico"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist\release"
#endif

[Setup]
; AppId names the installation for updates and the uninstaller: never change it.
AppId={{3F6C2A9E-8B1D-4C57-A0E2-6D94B1F7C385}
AppName=Carolus Magnus
AppVersion={#AppVersion}
AppPublisher=carolus-qt
AppPublisherURL=https://github.com/carolus-qt/carolus-qt
AppSupportURL=https://github.com/carolus-qt/carolus-qt/issues
DefaultDirName={autopf}\Carolus Magnus
DisableProgramGroupPage=yes
; For this user without asking for an administrator; the first page offers all users.
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
LicenseFile=..\..\LICENSE
SetupIconFile={#IconFile}
UninstallDisplayIcon={app}\carolus.exe
OutputDir={#OutputDir}
OutputBaseFilename=carolus-{#AppVersion}-windows-x86_64-setup
Compression=lzma2
SolidCompression=yes
WizardStyle=modern
ChangesAssociations=yes

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "fr"; MessagesFile: "compiler:Languages\French.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
; What tools/bundle.py builds on Windows (packaging/carolus.spec): the windowed carolus.exe, the console
; carolus-cli.exe, and the libraries in _internal\ beside them.
Source: "{#AppDir}\carolus.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#AppDir}\carolus-cli.exe"; DestDir: "{app}"; Flags: ignoreversion
Source: "{#AppDir}\_internal\*"; DestDir: "{app}\_internal"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{autoprograms}\Carolus Magnus"; Filename: "{app}\carolus.exe"
Name: "{autodesktop}\Carolus Magnus"; Filename: "{app}\carolus.exe"; Tasks: desktopicon

[Registry]
; "Open with" for game records (*.json, *.msgpack): offered, never made the default program for all JSON files.
Root: HKA; Subkey: "Software\Classes\CarolusMagnus.Record"; ValueType: string; ValueName: ""; ValueData: "Carolus Magnus game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\CarolusMagnus.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\carolus.exe,0"
Root: HKA; Subkey: "Software\Classes\CarolusMagnus.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\carolus.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\.json\OpenWithProgids"; ValueType: string; ValueName: "CarolusMagnus.Record"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.msgpack\OpenWithProgids"; ValueType: string; ValueName: "CarolusMagnus.Record"; ValueData: ""; Flags: uninsdeletevalue

[Run]
Filename: "{app}\carolus.exe"; Description: "{cm:LaunchProgram,Carolus Magnus}"; Flags: nowait postinstall skipifsilent
